import styled from '@emotion/styled';
import { storiesTeaserFieldsSchema, type ContentBlock } from '@showroom/contracts';
import { Editable, EditorOnly } from '../shell/editing/Editable';
import { blockDataOf } from '../shell/page/blockData';
import { usePage } from '../shell/page/PageContext';
import { StoryCard } from './StoryCard';
import { TEASER_STORIES } from './storiesUrlState';

const Section = styled.section`
  max-width: 1280px;
  margin: 48px auto;
  padding: 0 16px;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 24px;
`;

const Title = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const ShowMore = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

// 1 column on phones, 2 from 768 px, the three side by side from 1024 px.
const Cards = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 768px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 1024px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Note = styled.p`
  margin: 16px 0;
`;

/** The home page's stories teaser (block StoriesTeaser): title, the 3 latest stories and a show-more link to the index. */
export function StoriesTeaser({ block }: { block: ContentBlock }) {
  const { language, t, blockData } = usePage();
  const fields = storiesTeaserFieldsSchema.safeParse(block.fields);
  if (!fields.success) {
    return (
      <EditorOnly>
        <Note role="note">StoriesTeaser: {fields.error.issues[0]?.message}</Note>
      </EditorOnly>
    );
  }
  const { Title: title, Link: link } = fields.data;
  // A failed query (null) leaves the title and the link to the index: the stories are a click away.
  const stories = (blockDataOf(blockData, block.uid, 'storiesTeaser')?.stories ?? []).slice(0, TEASER_STORIES);
  return (
    <Section aria-labelledby={`${block.uid}-title`}>
      <Head>
        <Editable field="Title">
          <Title id={`${block.uid}-title`}>{title}</Title>
        </Editable>
        <Editable field="Link">
          <ShowMore href={link.href} target={link.target || undefined}>
            {link.text || t('common.showMore')}
          </ShowMore>
        </Editable>
      </Head>
      {stories.length ? (
        <Cards>
          {stories.map((story) => (
            <StoryCard key={story.id} story={story} language={language} showDate={false} look="card" headingLevel={3} />
          ))}
        </Cards>
      ) : null}
    </Section>
  );
}
