import styled from '@emotion/styled';
import { Suspense, useRef, useState } from 'react';
import type { HitSearcher } from './compareDetails';
import { mediaUrl } from '@showroom/cars';
import { carDetailPath } from '@showroom/sites';
import { getEventBus, useBusState } from '@showroom/event-bus';
import { createTranslator } from '@showroom/i18n';
import type { Language, SiteCode } from '@showroom/sites';
import { Button, lazyPart, partFailureTexts, VisuallyHidden } from '@showroom/ui';
import { clearCompare, removeFromCompare } from './compareList';
import { RemoveButton } from './RemoveButton';

// The comparison opens on a click, never in the first render: its table, details call and dialog load then,
// so the car list's first load does not carry them.
const CompareModal = lazyPart(() => import(/* webpackChunkName: "compare-table" */ './CompareModal').then((module) => module.CompareModal), 'compare table');

/** The bar's height; the same space is kept free at the end of the page so it never covers the last content. */
const BAR_HEIGHT = '76px';

const Spacer = styled.div`
  height: ${BAR_HEIGHT};
`;

const Bar = styled.section`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 900;
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: ${BAR_HEIGHT};
  padding: 8px 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: 0 -2px 8px rgb(0 0 0 / 0.12);
`;

const Items = styled.ul`
  flex: 1;
  display: flex;
  gap: 8px;
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
`;

const Item = styled.li`
  flex: none;
  display: flex;
  align-items: center;
  gap: 8px;
  max-width: 260px;
  padding: 2px 2px 2px 4px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  img,
  .thumb {
    flex: none;
    width: 64px;
    height: 36px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
  }
  a {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: inherit;
    font-size: 0.875rem;
  }
  @media (max-width: 599px) {
    img,
    .thumb {
      display: none;
    }
  }
`;

const Actions = styled.div`
  flex: none;
  display: flex;
  gap: 8px;
`;

export interface CompareBarProps {
  site: SiteCode;
  language: Language;
  /** The search for the modal's details (tests hand their own); the BFF of this origin, checked by hand, when left out. */
  searchHits?: HitSearcher;
  carDetailBase: string;
  /** Origin of host-relative media paths and links: '' on the composed site, the BFF origin in embeds. */
  mediaBase?: string;
}

/**
 * The sticky compare bar (spec 2 "Compare"): follows the bus's compare list, hidden while it is
 * empty; removes and clears through the bus, and opens the compare modal.
 */
export function CompareBar({ site, language, searchHits, carDetailBase, mediaBase = '' }: CompareBarProps) {
  // The server and the first browser render see an empty list; the stored list arrives after hydration.
  const list = useBusState('compare', []);
  const [open, setOpen] = useState(false);
  const openRef = useRef<HTMLButtonElement>(null);
  // An emptied list closes the modal, so adding a car later does not reopen it.
  if (open && list.length === 0) setOpen(false);
  if (list.length === 0) return null;

  const t = createTranslator(language);
  const bus = getEventBus();
  const remove = (carId: string) => removeFromCompare(bus, carId);
  const removeFromBar = (carId: string) => {
    // The button leaves with its car; focus goes to the compare button rather than falling to the page.
    openRef.current?.focus();
    remove(carId);
  };
  return (
    <>
      <Spacer />
      <Bar aria-label={t('compare.barLabel')} data-testid="compare-bar">
        <VisuallyHidden aria-live="polite">{t('compare.count', { count: list.length })}</VisuallyHidden>
        <Items>
          {list.map((item) => (
            <Item key={item.car_id}>
              {item.image ? <img src={mediaUrl(item.image, mediaBase)} alt="" width={64} height={36} loading="lazy" /> : <span className="thumb" />}
              <a href={`${mediaBase}${carDetailPath(carDetailBase, item)}`} title={item.title}>
                {item.title}
              </a>
              <RemoveButton label={t('compare.remove', { title: item.title })} onClick={() => removeFromBar(item.car_id)} />
            </Item>
          ))}
        </Items>
        <Actions>
          <Button variant="ghost" onClick={() => clearCompare(bus)}>
            {t('compare.clear')}
          </Button>
          <Button ref={openRef} aria-haspopup="dialog" onClick={() => setOpen(true)}>
            {t('compare.open', { count: list.length })}
          </Button>
        </Actions>
      </Bar>
      {open ? (
        <Suspense fallback={null}>
          <CompareModal site={site} language={language} searchHits={searchHits} carDetailBase={carDetailBase} items={list} onRemove={remove} onClose={() => setOpen(false)} mediaBase={mediaBase} partFailure={partFailureTexts(t, () => setOpen(false))} />
        </Suspense>
      ) : null}
    </>
  );
}
