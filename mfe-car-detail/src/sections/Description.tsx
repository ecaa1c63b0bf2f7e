import styled from '@emotion/styled';
import { useMemo } from 'react';
import { createTranslator } from '@showroom/i18n';
import type { Language } from '@showroom/sites';
import { CollapsibleBlock } from './CollapsibleBlock';
import { DESCRIPTION_COLLAPSED_HEIGHT } from './collapse';
import { descriptionNodes } from './safeHtml';
import { SafeContent } from './SafeContent';
import { SectionFrame, type SectionBaseProps } from './SectionFrame';

export interface DescriptionProps extends SectionBaseProps {
  /** car_description: plain text with line breaks, or HTML from some upstreams (rendered through safeHtml.ts). */
  description: string | null | undefined;
  language: Language;
}

const Text = styled.div(({ theme }) => ({
  overflowWrap: 'anywhere',
  'p, ul, ol': { margin: `0 0 ${theme.space.sm}` },
  '& > :last-child': { marginBottom: 0 },
  'ul, ol': { paddingInlineStart: theme.space.lg },
}));

/** The car's description, collapsed to 300 px with show more / show less; nothing when the car has none. */
export function Description({ description, language, id, headingLevel }: DescriptionProps) {
  const nodes = useMemo(() => descriptionNodes(description), [description]);
  if (nodes.length === 0) return null;
  const t = createTranslator(language);
  const title = t('carSections.description.heading');
  return (
    <SectionFrame id={id} headingLevel={headingLevel} title={title}>
      <CollapsibleBlock maxHeight={DESCRIPTION_COLLAPSED_HEIGHT} moreLabel={t('carSections.showMore')} lessLabel={t('carSections.showLess')} context={title}>
        <Text>
          <SafeContent nodes={nodes} />
        </Text>
      </CollapsibleBlock>
    </SectionFrame>
  );
}
