import styled from '@emotion/styled';
import { Editable } from '../editing/Editable';
import { usePage } from '../page/PageContext';
import { LOGO_SHRINK_BELOW_PX, LOGO_SMALL_SCALE } from './headerLayout';

const Home = styled.a`
  display: inline-flex;
  align-items: center;
  flex: none;
  min-height: 44px;
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid currentColor;
    outline-offset: 2px;
  }
`;

// The size is kept in CSS (not only the attributes) so the image scales down under 640 px without distortion.
const Image = styled('img', { shouldForwardProp: (prop) => prop !== 'w' && prop !== 'h' })<{ w: number; h: number }>`
  display: block;
  width: ${({ w }) => w}px;
  height: ${({ h }) => h}px;
  object-fit: contain;
  @media (max-width: ${LOGO_SHRINK_BELOW_PX - 0.02}px) {
    width: ${({ w }) => w * LOGO_SMALL_SCALE}px;
    height: ${({ h }) => h * LOGO_SMALL_SCALE}px;
  }
`;

/** Logo size when the settings give none (spec 1: LogoWidth 150, LogoHeight 55). */
export const DEFAULT_LOGO_WIDTH = 150;
export const DEFAULT_LOGO_HEIGHT = 55;

const positiveOr = (value: number | undefined, fallback: number) => (value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback);

export interface LogoProps {
  /** The logo image from the navigation settings; the site name as text without one. */
  src?: string | undefined;
  width?: number;
  height?: number;
}

/** The logo linking to the home page; its alt text (or text) is the site name. */
export function Logo({ src, width: rawWidth, height: rawHeight }: LogoProps) {
  const { site, homePath } = usePage();
  const image = src?.trim();
  const width = positiveOr(rawWidth, DEFAULT_LOGO_WIDTH);
  const height = positiveOr(rawHeight, DEFAULT_LOGO_HEIGHT);
  return (
    <Home href={homePath}>
      {image ? (
        <Editable field="Logo">
          <Image src={image} alt={site.name} width={width} height={height} w={width} h={height} />
        </Editable>
      ) : (
        site.name
      )}
    </Home>
  );
}
