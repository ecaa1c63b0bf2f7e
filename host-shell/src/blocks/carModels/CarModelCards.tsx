import styled from '@emotion/styled';
import { Editable } from '../../shell/editing/Editable';
import { usePage } from '../../shell/page/PageContext';
import type { BlockRendererProps } from '../blockRenderer';
import { useCheckedFields } from '../checked/checkedFields';
import { useBlockScope } from '../BlockScope';
import { EditorNote } from '../EditorNote';
import { headingBelow } from '../heading/headingTag';
import { ModelCard } from './ModelCard';

const Section = styled.section`
  max-width: 1280px;
  margin: 32px auto;
  padding: 0 16px;
  & > h1,
  & > h2 {
    margin: 0 0 16px;
  }
`;

const Grid = styled.ul`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 768px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 1280px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** Car model cards: image, title, text, a campaign badge and up to four label/value facts. */
export function CarModelCards({ block }: BlockRendererProps) {
  const { t } = usePage();
  const { defaultHeading } = useBlockScope();
  const fields = useCheckedFields('CarModelCards', block);
  if (!fields) return <EditorNote>{t('blocks.editor.invalid', { name: block.componentName })}</EditorNote>;
  // Checked on the server card by card: those that passed.
  const cards = fields.Cards;
  if (!cards.length) return <EditorNote>{t('blocks.editor.invalid', { name: block.componentName })}</EditorNote>;
  const title = fields.Title?.trim();
  const ListHeading = defaultHeading;
  return (
    <Section>
      {title ? (
        <Editable field="Title">
          <ListHeading>{title}</ListHeading>
        </Editable>
      ) : null}
      <Grid>
        {cards.map((card, n) => (
          <li key={n}>
            <ModelCard card={card} heading={title ? headingBelow(defaultHeading) : defaultHeading} campaignText={t('blocks.carModels.campaign')} />
          </li>
        ))}
      </Grid>
    </Section>
  );
}
