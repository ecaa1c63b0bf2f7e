import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import type { KitCard } from '@showroom/contracts';
import { formatPrice, type Translator } from '@showroom/i18n';
import type { Currency, SiteCode } from '@showroom/sites';
import { Badge, Modal, ToggleButton } from '@showroom/ui';
import { kitImageSrc } from '../kit-grid/kitImage';
import { fetchKitDetail, type KitDetail } from './fetchKitDetail';

export interface KitDetailDialogProps {
  kit: KitCard;
  site: SiteCode;
  apiBase: string;
  intl: string;
  t: Translator;
  inBasket: boolean;
  onToggle: () => void;
  onClose: () => void;
}

// A column in the middle of the screen rather than the whole width: a kit's page is short.
const Dialog = styled(Modal)({ maxWidth: '720px', margin: '0 auto' });

const Picture = styled.div(({ theme }) => ({
  aspectRatio: '4 / 3',
  maxWidth: '480px',
  background: theme.colors.surface,
  backgroundSize: 'cover',
  img: { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
}));

const Facts = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${theme.space.xxs} ${theme.space.md}`,
  dt: { fontWeight: theme.fontWeights.bold },
  dd: { margin: 0 },
}));

/**
 * A kit's detail (spec 3 §2.1): name, image, description, status, price, kit code, the basket button and Close.
 * The Modal keeps focus inside, closes on Escape and gives focus back to the card's button that opened it.
 */
export default function KitDetailDialog({ kit, site, apiBase, intl, t, inBasket, onToggle, onClose }: KitDetailDialogProps) {
  const [detail, setDetail] = useState<KitDetail | null>(null);
  useEffect(() => {
    let live = true;
    fetchKitDetail(apiBase, site, kit.kitId).then(
      (found) => live && setDetail(found ?? {}),
      () => live && setDetail({}),
    );
    return () => {
      live = false;
    };
  }, [apiBase, site, kit.kitId]);

  return (
    <Dialog title={kit.name} closeLabel={t('common.close')} onClose={onClose}>
      {kit.image ? (
        <Picture style={detail?.blur ? { backgroundImage: `url("${detail.blur}")` } : undefined}>
          {/* The dialog's heading names the kit; the picture adds nothing for screen readers. */}
          <img src={kitImageSrc(kit.image, apiBase)} alt="" width={480} height={360} decoding="async" />
        </Picture>
      ) : null}
      {detail === null ? <p role="status">{t('kits.loading')}</p> : detail.description ? <p>{detail.description}</p> : null}
      <Facts>
        {kit.status ? (
          <>
            <dt>{t('kits.status')}</dt>
            <dd>
              <Badge>{kit.status}</Badge>
            </dd>
          </>
        ) : null}
        {kit.retailPrice !== undefined ? (
          <>
            <dt>{t('kits.price')}</dt>
            <dd>{formatPrice(kit.retailPrice, kit.currency as Currency, intl)}</dd>
          </>
        ) : null}
        {kit.kitCode ? (
          <>
            <dt>{t('kits.kitCode')}</dt>
            <dd>{kit.kitCode}</dd>
          </>
        ) : null}
      </Facts>
      <ToggleButton pressed={inBasket} aria-label={`${t('kits.addToBasket')}: ${kit.name}`} onPressedChange={onToggle}>
        {inBasket ? <span aria-hidden="true">✓</span> : null}
        {t('kits.addToBasket')}
      </ToggleButton>
    </Dialog>
  );
}
