import styled from '@emotion/styled';
import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { dealerPickedSchema, type DealerPicked, type DealerPickerProps, type PickerSite, type ShowroomApi } from '@showroom/contracts';
import { createHttpApi } from '@showroom/api-client';
import { getEventBus } from '@showroom/event-bus';
import { createTranslator } from '@showroom/i18n';
import { Button, ErrorText, Grid, Spinner } from '@showroom/ui';
import { PickerCard } from './PickerCard';
import { radioKeyTarget } from './radioKeys';
import { useWorkshopSites } from './useWorkshopSites';

const Fieldset = styled.fieldset({ border: 0, margin: '0 0 32px', padding: 0, minWidth: 0 });

const Legend = styled.legend(({ theme }) => ({ padding: 0, marginBottom: theme.space.sm, fontWeight: theme.fontWeights.bold, fontSize: theme.fontSizes.lg }));

const Note = styled.p(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space.sm, margin: `0 0 ${theme.space.sm}`, minHeight: '24px' }));

export interface DealerPickerCallbacks {
  /** Called with the site a visitor picks (also sent on the bus's dealerPicked topic). */
  onPick?: (picked: DealerPicked) => void;
  /** The search service; the BFF's by default (tests pass a fake). */
  api?: ShowroomApi;
}

/**
 * The dealer picker (spec 3 §2.6, §3.5): the market's workshop sites as a radio group of cards, one
 * tab stop, arrows and Home/End to move, the chosen site held in a hidden input named `name` and told
 * to the host (onPick) and the bus (dealerPicked).
 */
export function DealerPicker(props: DealerPickerProps & DealerPickerCallbacks) {
  const t = createTranslator(props.language);
  const { site, apiBase, api, name, onPick } = props;
  const fetchApi = useCallback(() => api ?? createHttpApi(apiBase), [api, apiBase]);
  const { result, retry } = useWorkshopSites(site, props.result, fetchApi);
  const sites = useMemo(() => (result.state === 'loaded' ? result.sites : []), [result]);
  const [selectedId, setSelectedId] = useState<string | null>(props.selectedId ?? null);
  const selectedRef = useRef(selectedId);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const group = `${useId()}-site`;
  const errorId = `${group}-error`;
  const selected = sites.find((s) => s.site_id === selectedId) ?? null;

  const pick = useCallback(
    (chosen: PickerSite) => {
      if (selectedRef.current === chosen.site_id) return;
      selectedRef.current = chosen.site_id;
      setSelectedId(chosen.site_id);
      const picked = dealerPickedSchema.parse({ field: name, site_id: chosen.site_id, name: chosen.site_official_name, workshopEmail: chosen.workshop_email });
      onPick?.(picked);
      getEventBus().emit('dealerPicked', picked);
    },
    [name, onPick],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      const current = sites.findIndex((s) => s.site_id === event.currentTarget.value);
      const target = radioKeyTarget(event.key, current, sites.length);
      const next = target === null ? undefined : sites[target];
      if (!next) return;
      // The browser's own arrow handling is replaced, so every browser (and Home/End) behaves the same.
      event.preventDefault();
      pick(next);
      inputs.current.get(next.site_id)?.focus();
    },
    [sites, pick],
  );

  const labels = { phone: t('dealerPicker.phone'), siteLink: t('dealerPicker.siteLink'), missingImage: t('missingImageText') };
  return (
    <Fieldset data-block="dealer-picker" aria-busy={result.state === 'loading'} aria-describedby={props.error ? errorId : undefined}>
      <Legend>{props.legend ?? t('dealerPicker.legend')}</Legend>
      <input type="hidden" name={name} value={selected?.site_id ?? ''} />
      {result.state === 'loading' ? (
        <Note>
          <Spinner size="sm" label={t('dealerPicker.loading')} />
          <span aria-hidden="true">{t('dealerPicker.loading')}</span>
        </Note>
      ) : null}
      {result.state === 'error' ? (
        <>
          <Note role="alert">{t('dealerPicker.error')}</Note>
          <Button type="button" variant="secondary" onClick={retry}>
            {t('dealerPicker.retry')}
          </Button>
        </>
      ) : null}
      {result.state === 'loaded' && sites.length === 0 ? <Note role="status">{t('dealerPicker.empty')}</Note> : null}
      {sites.length > 0 ? (
        <>
          <Grid columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
            {sites.map((s, index) => (
              <PickerCard
                key={s.site_id}
                site={s}
                group={group}
                // With none chosen yet, Tab lands on the first card (a native group with nothing checked would stop on each end).
                checked={selected?.site_id === s.site_id}
                tabbable={selected ? selected.site_id === s.site_id : index === 0}
                dealersPath={props.dealersPath}
                labels={labels}
                inputRef={(input) => {
                  if (input) inputs.current.set(s.site_id, input);
                  else inputs.current.delete(s.site_id);
                }}
                onPick={() => pick(s)}
                onKeyDown={onKeyDown}
              />
            ))}
          </Grid>
          <Note role="status" aria-live="polite" data-picked={selected?.site_id ?? ''}>
            {selected ? t('dealerPicker.chosen', { name: selected.site_official_name }) : ''}
          </Note>
        </>
      ) : null}
      <ErrorText id={errorId}>{props.error}</ErrorText>
    </Fieldset>
  );
}
