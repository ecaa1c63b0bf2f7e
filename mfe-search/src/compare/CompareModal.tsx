import styled from '@emotion/styled';
import { useMemo, useRef } from 'react';
import type { CompareState } from '@showroom/contracts';
import { CarImage, mediaUrl } from '@showroom/cars';
import { carDetailPath } from '@showroom/sites';
import { createTranslator, intlLocaleFor, type Translator } from '@showroom/i18n';
import { getSite, type Language, type SiteCode } from '@showroom/sites';
import { Badge, Button, Modal, Spinner, VisuallyHidden } from '@showroom/ui';
import { compareColumns, compareRows, type CompareCell } from './compareTable';
import { RemoveButton } from './RemoveButton';
import { Tooltip } from './Tooltip';
import { checkedHitSearcher } from './checkedHitSearcher';
import type { HitSearcher } from './compareDetails';
import { useCompareDetails } from './useCompareDetails';

const Table = styled.table`
  border-collapse: collapse;
  min-width: 100%;
  th,
  td {
    padding: 8px 12px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
    min-width: 180px;
    max-width: 280px;
  }
  tbody th {
    position: sticky;
    left: 0;
    z-index: 1;
    min-width: 120px;
    background: ${({ theme }) => theme.colors.surface};
  }
  s {
    display: block;
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: 0.875rem;
  }
`;

const CarHead = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  a {
    color: inherit;
  }
`;

const CarHeadTop = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 4px;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-weight: 400;
  font-size: 0.875rem;
`;

export interface CompareModalProps {
  site: SiteCode;
  language: Language;
  /** The search for the compared cars (tests hand their own); the BFF of this origin, checked by hand, when left out. */
  searchHits?: HitSearcher;
  carDetailBase: string;
  /** The compare list from the bus, in its order. */
  items: CompareState;
  onRemove: (carId: string) => void;
  onClose: () => void;
  mediaBase?: string;
}

function Cell({ cell, t }: { cell: CompareCell; t: Translator }) {
  return (
    <>
      {cell.campaign ? (
        <>
          <Badge variant="campaign">{t('carList.campaign')}</Badge>{' '}
        </>
      ) : null}
      {cell.tooltip ? <Tooltip text={cell.tooltip}>{cell.text}</Tooltip> : cell.text}
      {cell.was ? (
        <s>
          <VisuallyHidden>{t('carCard.wasPrice')}: </VisuallyHidden>
          {cell.was}
        </s>
      ) : null}
    </>
  );
}

/** The full-screen compare dialog: the compared cars side by side, their details fetched in one search. */
export function CompareModal({ site: siteCode, language, searchHits, carDetailBase, items, onRemove, onClose, mediaBase = '' }: CompareModalProps) {
  const site = getSite(siteCode);
  const t = createTranslator(language);
  const intl = site.locales.find((l) => l.language === language)?.intl ?? intlLocaleFor(language);
  const closeRef = useRef<HTMLButtonElement>(null);
  // Here, in the modal's chunk, with the check its details are read with: the list's first load carries neither.
  const client = useMemo(() => searchHits ?? checkedHitSearcher(''), [searchHits]);
  const { details, retry } = useCompareDetails(client, siteCode, items.map((i) => i.car_id));

  const remove = (carId: string) => {
    // The button goes away with its column; focus waits on the close button instead of falling to the page.
    closeRef.current?.focus();
    onRemove(carId);
  };

  const columns = details.status === 'loaded' ? compareColumns(items, details.cars) : [];
  const rows = compareRows(columns, { site, intl, t });

  return (
    <Modal title={t('compare.dialogTitle')} closeLabel={t('common.close')} onClose={onClose} closeRef={closeRef}>
      {details.status === 'pending' ? <Spinner label={t('common.loading')} size="lg" /> : null}
      {details.status === 'error' ? (
        <div role="alert">
          <p>{t('compare.error')}</p>
          <Button onClick={retry}>{t('compare.retry')}</Button>
        </div>
      ) : null}
      {details.status === 'loaded' ? (
        <Table aria-label={t('compare.dialogTitle')}>
          <thead>
            <tr>
              <td />
              {columns.map(({ item, car }) => (
                <th key={item.car_id} scope="col">
                  <CarHead>
                    <CarImage src={mediaUrl(car?.car_primary_image?.thumbnail_url ?? item.image, mediaBase)} blur={car?.car_primary_image?.blur_data_url ?? undefined} alt="" missingText={t('missingImageText')} />
                    <CarHeadTop>
                      <a href={`${mediaBase}${carDetailPath(carDetailBase, item)}`}>{item.title}</a>
                      <RemoveButton label={t('compare.remove', { title: item.title })} onClick={() => remove(item.car_id)} />
                    </CarHeadTop>
                    {car ? null : <Muted>{t('compare.unavailable')}</Muted>}
                  </CarHead>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{t(row.label)}</th>
                {row.cells.map((cell, i) => (
                  <td key={columns[i]?.item.car_id ?? i}>
                    <Cell cell={cell} t={t} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
    </Modal>
  );
}
