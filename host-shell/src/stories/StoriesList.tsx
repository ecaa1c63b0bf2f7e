import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { storiesListFieldsSchema, type ContentBlock, type StoriesListFields } from '@showroom/contracts';
import { Button, Spinner } from '@showroom/ui';
import { EditorOnly } from '../shell/editing/Editable';
import { blockDataOf } from '../shell/page/blockData';
import { dictionaryText, usePage } from '../shell/page/PageContext';
import { StoryCard } from './StoryCard';
import { TagChips } from './TagChips';
import { listView, showsLoadMore } from './storiesListState';
import { useStoriesList } from './useStoriesList';

const Section = styled.section`
  max-width: 1280px;
  margin: 32px auto;
  padding: 0 16px;
`;

// 1 column on phones, 2 from 768 px (spec 1 §9); Variant 2 is a single-column list.
const Cards = styled.ul<{ look: 'card' | 'list' }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 768px) {
    grid-template-columns: ${({ look }) => (look === 'list' ? 'minmax(0, 1fr)' : 'repeat(2, minmax(0, 1fr))')};
  }
`;

const Message = styled.p`
  margin: 24px 0;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const Pending = styled.div`
  display: flex;
  justify-content: center;
  padding: 48px 0;
`;

const Footer = styled.div`
  display: grid;
  justify-items: center;
  gap: 12px;
  margin-top: 32px;
`;

/** The stories index page's list (block StoriesList): tag chips, story cards and load-more. */
export function StoriesList({ block }: { block: ContentBlock }) {
  const fields = storiesListFieldsSchema.safeParse(block.fields);
  if (!fields.success) {
    // The server logged the bad fields when it skipped the block's data; editors see why it is missing.
    return (
      <EditorOnly>
        <Message role="note">StoriesList: {fields.error.issues[0]?.message}</Message>
      </EditorOnly>
    );
  }
  return <StoriesListView uid={block.uid} fields={fields.data} />;
}

function StoriesListView({ uid, fields }: { uid: string; fields: StoriesListFields }) {
  const { site, language, t, dictionary, blockData } = usePage();
  const { state, tags, selectTags, loadMore } = useStoriesList(fields, blockDataOf(blockData, uid, 'storiesList'), site.code, language);
  const firstNewLink = useRef<HTMLAnchorElement>(null);
  const view = listView(state);
  const look = fields.layout === 'Variant 2' ? 'list' : 'card';
  const errorText = dictionaryText(dictionary, 'storiesError', t('stories.error'));

  // Keyboard and screen-reader users continue at the first story the load added.
  useEffect(() => {
    if (state.firstNew !== null) firstNewLink.current?.focus();
  }, [state.firstNew]);

  return (
    <Section aria-busy={view === 'pending' || state.more === 'loading'}>
      {tags.length > 0 ? (
        <TagChips tags={tags} selected={state.selectedTags} label={t('stories.tagsLabel')} allLabel={dictionaryText(dictionary, 'storiesAll', t('stories.all'))} onChange={selectTags} />
      ) : null}
      {view === 'pending' ? (
        <Pending>
          <Spinner label={t('stories.loading')} />
        </Pending>
      ) : null}
      {view === 'error' ? <Message role="alert">{errorText}</Message> : null}
      {view === 'noResults' ? <Message role="status">{dictionaryText(dictionary, 'storiesNoResults', t('stories.noResults'))}</Message> : null}
      {view === 'success' ? (
        <Cards look={look}>
          {state.stories.map((story, index) => (
            <StoryCard
              key={story.id}
              story={story}
              language={language}
              showDate={fields.showDates}
              look={look}
              highlighted={fields.highlightLatestStory && index === 0}
              highlightLabel={t('stories.latest')}
              headingLevel={2}
              eager={index < 2}
              linkRef={index === state.firstNew ? firstNewLink : undefined}
            />
          ))}
        </Cards>
      ) : null}
      {view === 'success' ? (
        <Footer>
          <p role="status">{t('common.showing', { shown: state.stories.length, total: state.total })}</p>
          {state.more === 'error' ? <Message role="alert">{errorText}</Message> : null}
          {state.more === 'loading' ? <Spinner size="sm" label={t('stories.loading')} /> : null}
          {showsLoadMore(state) ? (
            // aria-disabled, not disabled: a disabled button would drop the keyboard focus while it loads.
            <Button variant="secondary" onClick={loadMore} aria-disabled={state.more === 'loading' || undefined}>
              {dictionaryText(dictionary, 'storiesLoadMore', t('stories.loadMore'))}
            </Button>
          ) : null}
        </Footer>
      ) : null}
    </Section>
  );
}
