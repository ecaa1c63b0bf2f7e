import styled from '@emotion/styled';
import { Fragment } from 'react';
import type { CarModelCardFields } from '@showroom/contracts';
import { Badge } from '@showroom/ui';
import type { HeadingTag } from '../heading/headingTag';
import { TextLink } from '../links/TextLink';
import { ResponsivePicture } from '../media/ResponsivePicture';
import { RichText } from '../RichText';
import { carModelLabels } from './carModelLabels';

const Article = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 8px;
  height: 100%;
  padding-bottom: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  & > :not(picture, [data-badge]) {
    margin-left: 16px;
    margin-right: 16px;
  }
  img {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 10;
    height: auto;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surface};
  }
  h2,
  h3,
  h4 {
    margin-top: 8px;
    margin-bottom: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const CampaignBadge = styled(Badge)`
  position: absolute;
  top: 12px;
  left: 12px;
`;

const Specs = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  margin-top: 4px;
  margin-bottom: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.mutedText};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** One car model: image, campaign badge, title, text, label/value facts and link. */
export function ModelCard({ card, heading, campaignText }: { card: CarModelCardFields; heading: HeadingTag; campaignText: string }) {
  const Heading = heading;
  const labels = carModelLabels(card);
  return (
    <Article>
      {card.Image?.src ? <ResponsivePicture image={card.Image} sizes="(min-width: 1280px) 25vw, (min-width: 768px) 50vw, 100vw" /> : null}
      {card.IsCampaign ? (
        <CampaignBadge variant="campaign" data-badge="">
          {card.Campaign?.trim() || campaignText}
        </CampaignBadge>
      ) : null}
      <Heading>{card.Title}</Heading>
      <RichText html={card.Text} />
      {labels.length ? (
        <Specs>
          {labels.map(({ label, value }) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </Specs>
      ) : null}
      <TextLink link={card.Link} fallbackText={card.Title} />
    </Article>
  );
}
