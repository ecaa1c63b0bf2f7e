import styled from '@emotion/styled';
import { storyBackPath, storyDetailFieldsSchema, type ArticleNeighbours, type ContentBlock, type StoryDetailFields } from '@showroom/contracts';
import { Editable, EditorOnly } from '../shell/editing/Editable';
import { imageSrcSet, imageUrl } from '../shell/media/imageUrl';
import { blockDataOf } from '../shell/page/blockData';
import { dictionaryText, usePage } from '../shell/page/PageContext';
import { ShareStory } from './ShareStory';
import { storyDateText } from './storyDate';

const Article = styled.article`
  max-width: 880px;
  margin: 32px auto;
  /* Room under the text for the fixed back button. */
  padding: 0 16px 88px;
`;

// Fixed (spec 1 §9) at the bottom right: the scroll-to-top button has the bottom left.
const BackLink = styled.a`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 10;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 20px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  text-decoration: none;
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.2);
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Title = styled.h1`
  margin: 0 0 16px;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Byline = styled.p`
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Image = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  margin: 0 0 24px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Intro = styled.p`
  margin: 0 0 24px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Body = styled.div`
  line-height: 1.6;
  a {
    color: inherit;
    text-decoration: underline;
  }
  img {
    max-width: 100%;
    height: auto;
  }
`;

const Neighbours = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 16px;
  margin: 32px 0;
  padding: 16px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.primary};
  }
  a[rel='next'] {
    margin-left: auto;
  }
`;

/** A story page (block StoryDetail): back button, title, byline, image, intro, body, neighbours and sharing. */
export function StoryDetail({ block }: { block: ContentBlock }) {
  const fields = storyDetailFieldsSchema.safeParse(block.fields);
  if (!fields.success) {
    return (
      <EditorOnly>
        <Byline role="note">StoryDetail: {fields.error.issues[0]?.message}</Byline>
      </EditorOnly>
    );
  }
  return <StoryDetailView uid={block.uid} story={fields.data} />;
}

function StoryDetailView({ uid, story }: { uid: string; story: StoryDetailFields }) {
  const { language, t, dictionary, blockData } = usePage();
  const data = blockDataOf(blockData, uid, 'storyDetail');
  // Publish info names the story page's own date and author; without it the story's fields do.
  const date = data?.publish?.date ?? story.date;
  const author = data?.publish?.author ?? story.author;
  // The server's neighbours win; null there means the query failed, and the story shows without them.
  const neighbours: ArticleNeighbours | null = data ? data.neighbours : { prevArticle: story.prevArticle ?? null, nextArticle: story.nextArticle ?? null };

  return (
    <Article>
      <BackLink href={storyBackPath(story.url.path)}>
        <span aria-hidden="true">←</span>
        {dictionaryText(dictionary, 'storiesBack', t('stories.back'))}
      </BackLink>
      <Editable field="title">
        <Title>{story.title}</Title>
      </Editable>
      <Byline>
        {author ? (
          <>
            <span>{author}</span>
            {' · '}
          </>
        ) : null}
        {dictionaryText(dictionary, 'storiesPublished', t('stories.published'))} <time dateTime={date.value}>{storyDateText(date, language)}</time>
      </Byline>
      {story.image.src ? (
        <Editable field="image">
          <Image src={imageUrl(story.image.src, 1280)} srcSet={imageSrcSet(story.image.src)} sizes="(min-width: 880px) 848px, 100vw" alt={story.image.alt} width={1280} height={720} />
        </Editable>
      ) : null}
      {story.premble ? (
        <Editable field="premble">
          <Intro>{story.premble}</Intro>
        </Editable>
      ) : null}
      <Editable field="body">
        {/* Rich text, sanitised by the server (DOMPurify) before it reaches the page state. */}
        <Body dangerouslySetInnerHTML={{ __html: story.body }} />
      </Editable>
      {neighbours && (neighbours.prevArticle || neighbours.nextArticle) ? (
        <Neighbours aria-label={t('stories.moreArticles')}>
          {neighbours.prevArticle ? (
            <a href={neighbours.prevArticle} rel="prev">
              <span aria-hidden="true">←&nbsp;</span>
              {dictionaryText(dictionary, 'storiesPreviousArticle', t('stories.previousArticle'))}
            </a>
          ) : null}
          {neighbours.nextArticle ? (
            <a href={neighbours.nextArticle} rel="next">
              {dictionaryText(dictionary, 'storiesNextArticle', t('stories.nextArticle'))}
              <span aria-hidden="true">&nbsp;→</span>
            </a>
          ) : null}
        </Neighbours>
      ) : null}
      <ShareStory title={story.title} />
    </Article>
  );
}
