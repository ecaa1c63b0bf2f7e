import styled from '@emotion/styled';
import { Editable } from '../../shell/editing/Editable';
import { usePage } from '../../shell/page/PageContext';
import type { BlockRendererProps } from '../blockRenderer';
import { useCheckedFields } from '../checked/checkedFields';
import { useBlockScope } from '../BlockScope';
import { hasBlurbContent } from '../blurb/blurbContent';
import { EditorNote } from '../EditorNote';
import { headingBelow } from '../heading/headingTag';
import { Card } from './Card';
import { cardColumnRules } from './cardColumns';


const Section = styled.section`
  max-width: 1280px;
  margin: 32px auto;
  padding: 0 16px;
  & > h1,
  & > h2 {
    margin: 0 0 16px;
  }
`;

const Grid = styled('ul', { shouldForwardProp: (prop) => prop !== 'wide' })<{ wide: boolean }>`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ wide }) =>
    cardColumnRules(wide)
      .map((rule) => {
        const columns = `grid-template-columns: repeat(${rule.columns}, minmax(0, 1fr));`;
        return rule.minWidth === 0 ? columns : `@media (min-width: ${rule.minWidth}px) { ${columns} }`;
      })
      .join('\n')}
`;

/** A titled list of cards in 1, 3 (or, wide, 4) columns. */
export function CardList({ block }: BlockRendererProps) {
  const { t } = usePage();
  const { defaultHeading } = useBlockScope();
  const fields = useCheckedFields('CardList', block);
  if (!fields) return <EditorNote>{t('blocks.editor.invalid', { name: block.componentName })}</EditorNote>;
  // Checked on the server card by card, so one bad card does not take the list down.
  const cards = fields.Cards.filter(hasBlurbContent);
  if (!cards.length) return <EditorNote>{t('blocks.editor.invalid', { name: block.componentName })}</EditorNote>;

  const wide = fields.Variant === 'Wide';
  const title = fields.Title?.trim();
  const ListHeading = defaultHeading;
  return (
    <Section>
      {title ? (
        <Editable field="Title">
          <ListHeading>{title}</ListHeading>
        </Editable>
      ) : null}
      <Grid wide={wide} data-wide={wide}>
        {cards.map((card, n) => (
          <li key={n}>
            <Card fields={card} headingFallback={title ? headingBelow(defaultHeading) : defaultHeading} sizes={wide ? '(min-width: 1280px) 25vw, (min-width: 768px) 33vw, 100vw' : '(min-width: 768px) 33vw, 100vw'} />
          </li>
        ))}
      </Grid>
    </Section>
  );
}
