import styled from '@emotion/styled';
import type { Ref } from 'react';
import type { Story } from '@showroom/contracts';
import type { Language } from '@showroom/sites';
import { Badge } from '@showroom/ui';
import { imageSrcSet, imageUrl } from '../shell/media/imageUrl';
import { storyDateText } from './storyDate';

export interface StoryCardProps {
  story: Story;
  language: Language;
  showDate: boolean;
  /** 'list' is layout Variant 2: image beside the text from 768 px. */
  look: 'card' | 'list';
  /** The highlighted latest story: spans the row, with a badge. */
  highlighted?: boolean;
  /** Text of the highlighted story's badge. */
  highlightLabel?: string;
  headingLevel: 2 | 3;
  /** The first images of a page are above the fold: not lazy. */
  eager?: boolean;
  linkRef?: Ref<HTMLAnchorElement>;
}

const Item = styled.li<{ highlighted: boolean }>`
  ${({ highlighted }) => (highlighted ? 'grid-column: 1 / -1;' : '')}
`;

const Article = styled.article<{ look: 'card' | 'list' }>`
  position: relative;
  display: grid;
  gap: 12px;
  height: 100%;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  transition: box-shadow 150ms ease;
  &:hover {
    box-shadow: 0 4px 16px rgba(0, 0, 0, 0.12);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  ${({ look }) => (look === 'list' ? '@media (min-width: 768px) { grid-template-columns: minmax(200px, 1fr) 2fr; align-items: start; }' : '')}
`;

const Image = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
`;

const Text = styled.div`
  display: grid;
  gap: 8px;
  align-content: start;
  padding: 0 16px 16px;
`;

const Title = styled.h3`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

// One link per card: its ::after covers the card so the whole card is the target, and the focus ring shows around the card.
const TitleLink = styled.a`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -3px;
  }
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const DateText = styled.time`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** One story as a card in a list: image, title link, intro and (when the index shows dates) the date. */
export function StoryCard({ story, language, showDate, look, highlighted = false, highlightLabel, headingLevel, eager = false, linkRef }: StoryCardProps) {
  return (
    <Item highlighted={highlighted}>
      <Article look={look} data-highlighted={highlighted || undefined}>
        {story.image.src ? (
          <Image
            src={imageUrl(story.image.src, 640)}
            srcSet={imageSrcSet(story.image.src, 1280)}
            sizes={highlighted || look === 'list' ? '(min-width: 768px) 66vw, 100vw' : '(min-width: 768px) 50vw, 100vw'}
            alt={story.image.alt}
            width={640}
            height={360}
            loading={eager ? 'eager' : 'lazy'}
          />
        ) : null}
        <Text>
          {highlighted && highlightLabel ? (
            <span>
              <Badge variant="info">{highlightLabel}</Badge>
            </span>
          ) : null}
          <Title as={`h${headingLevel}`}>
            <TitleLink href={story.url.path} ref={linkRef}>
              {story.title}
            </TitleLink>
          </Title>
          {showDate ? <DateText dateTime={story.date.value}>{storyDateText(story.date, language)}</DateText> : null}
          {story.premble ? <Intro>{story.premble}</Intro> : null}
        </Text>
      </Article>
    </Item>
  );
}
