import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { createTranslator } from '@showroom/i18n';
import type { Language } from '@showroom/sites';
import { Button } from '@showroom/ui';
import { SectionFrame, ToggleRow, type SectionBaseProps } from './SectionFrame';
import { TECHNICAL_ROWS_INITIAL, technicalRows, visibleRowCount, type TechnicalCar } from './technicalRows';

export interface TechnicalDataProps extends SectionBaseProps {
  /** The car record, or any object with its technical text fields (car_power_text, car_emission ...). */
  car: TechnicalCar;
  language: Language;
}

const Rows = styled.dl(({ theme }) => ({
  margin: 0,
  div: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gap: theme.space.md,
    padding: `${theme.space.xs} 0`,
    borderBottom: `1px solid ${theme.colors.border}`,
  },
  // The attribute alone loses to the display above.
  'div[hidden]': { display: 'none' },
  dt: { color: theme.colors.mutedText, overflowWrap: 'anywhere' },
  dd: { margin: 0, fontWeight: theme.fontWeights.bold, overflowWrap: 'anywhere' },
}));

/**
 * The car's technical values as a definition list: the first 5, then all with a show all / show
 * fewer button. Rows beyond 5 are in the markup but hidden, so the server page carries them all.
 */
export function TechnicalData({ car, language, id, headingLevel }: TechnicalDataProps) {
  const listId = useId();
  const [showAll, setShowAll] = useState(false);
  const rows = technicalRows(car);
  if (rows.length === 0) return null;
  const t = createTranslator(language);
  const visible = visibleRowCount(rows.length, showAll);
  return (
    <SectionFrame id={id} headingLevel={headingLevel} title={t('carSections.technical.heading')}>
      <Rows id={listId}>
        {rows.map((row, i) => (
          <div key={row.field} hidden={i >= visible}>
            <dt>{t(row.label)}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </Rows>
      {rows.length > TECHNICAL_ROWS_INITIAL ? (
        <ToggleRow>
          <Button variant="ghost" aria-expanded={showAll} aria-controls={listId} onClick={() => setShowAll(!showAll)}>
            {showAll ? t('carSections.technical.showFewer') : t('carSections.technical.showAll', { count: rows.length })}
          </Button>
        </ToggleRow>
      ) : null}
    </SectionFrame>
  );
}
