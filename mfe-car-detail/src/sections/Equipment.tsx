import styled from '@emotion/styled';
import { createTranslator } from '@showroom/i18n';
import type { Language } from '@showroom/sites';
import { CollapsibleBlock } from './CollapsibleBlock';
import { EQUIPMENT_COLLAPSED_HEIGHT } from './collapse';
import { SectionFrame, type SectionBaseProps } from './SectionFrame';

export interface EquipmentProps extends SectionBaseProps {
  /** car_equipment. */
  equipment: readonly string[] | null | undefined;
  /** car_trim_package, shown above the list when present. */
  trimPackage?: string | null;
  language: Language;
}

const Trim = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.mutedText }));

/** Equipment items as a list (spec 2 also uses it for other packages): a check mark before each. */
export const EquipmentItems = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
  gap: `${theme.space.xxs} ${theme.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  li: { position: 'relative', paddingInlineStart: theme.space.lg, overflowWrap: 'anywhere' },
  'li[hidden]': { display: 'none' },
  // The second value gives the mark empty alt text where supported, so screen readers do not read it per item.
  'li::before': { content: ['"✓"', '"✓" / ""'], position: 'absolute', insetInlineStart: 0, color: theme.colors.primary, fontWeight: theme.fontWeights.bold },
}));

/** The car's equipment list, cut to a height of 190 px with show more / show less; nothing when the car lists none. */
export function Equipment({ equipment, trimPackage, language, id, headingLevel }: EquipmentProps) {
  const items = (equipment ?? []).map((item) => item.trim()).filter((item) => item !== '');
  if (items.length === 0) return null;
  const t = createTranslator(language);
  const title = t('carSections.equipment.heading');
  const trim = trimPackage?.trim();
  return (
    <SectionFrame id={id} headingLevel={headingLevel} title={title}>
      {trim ? <Trim>{t('carSections.equipment.trimPackage', { trim })}</Trim> : null}
      <CollapsibleBlock maxHeight={EQUIPMENT_COLLAPSED_HEIGHT} moreLabel={t('carSections.showMore')} lessLabel={t('carSections.showLess')} context={title}>
        <EquipmentItems>
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </EquipmentItems>
      </CollapsibleBlock>
    </SectionFrame>
  );
}
