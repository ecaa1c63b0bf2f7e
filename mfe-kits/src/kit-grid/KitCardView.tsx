import styled from '@emotion/styled';
import type { KitCard } from '@showroom/contracts';
import { formatPrice } from '@showroom/i18n';
import { Badge, Card, ToggleButton } from '@showroom/ui';
import type { Currency } from '@showroom/sites';
import { kitImageSrc } from './kitImage';

export interface KitCardLabels {
  addToBasket: string;
  kitCode: string;
}

export interface KitCardViewProps {
  kit: KitCard;
  apiBase: string;
  intl: string;
  labels: KitCardLabels;
  inBasket: boolean;
  onToggle: () => void;
  /** Opens the kit's detail dialog. */
  onOpen: () => void;
  eagerImage?: boolean;
}

const Picture = styled.div(({ theme }) => ({
  aspectRatio: '4 / 3',
  background: theme.colors.surface,
  img: { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
}));

const Body = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  gap: theme.space.xs,
  padding: theme.space.md,
}));

const Name = styled.h2(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.lg, overflowWrap: 'anywhere' }));

// The name opens the detail dialog: a button that reads as the heading's text, at least 24px high.
const Opener = styled.button(({ theme }) => ({
  all: 'unset',
  cursor: 'pointer',
  minHeight: '24px',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
}));
const Price = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.lg, fontWeight: theme.fontWeights.bold }));
const Code = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.mutedText, fontSize: theme.fontSizes.sm }));
const Actions = styled.div({ marginTop: 'auto' });

/** One kit: picture, name (opening its detail dialog), status, code, price and the basket toggle. */
export function KitCardView({ kit, apiBase, intl, labels, inBasket, onToggle, onOpen, eagerImage = false }: KitCardViewProps) {
  return (
    <Card as="article" padding="none">
      <Picture>
        {kit.image ? (
          // The name is the card's heading right below, so the picture adds nothing for screen readers.
          <img src={kitImageSrc(kit.image, apiBase)} alt="" width={400} height={300} loading={eagerImage ? 'eager' : 'lazy'} decoding="async" />
        ) : null}
      </Picture>
      <Body>
        <Name>
          <Opener type="button" aria-haspopup="dialog" onClick={onOpen}>
            {kit.name}
          </Opener>
        </Name>
        {kit.status ? (
          <div>
            <Badge>{kit.status}</Badge>
          </div>
        ) : null}
        {kit.kitCode ? (
          <Code>
            {labels.kitCode}: {kit.kitCode}
          </Code>
        ) : null}
        {kit.retailPrice !== undefined ? <Price>{formatPrice(kit.retailPrice, kit.currency as Currency, intl)}</Price> : null}
        <Actions>
          <ToggleButton
            pressed={inBasket}
            // The name stays put; aria-pressed tells whether the kit is in the basket.
            aria-label={`${labels.addToBasket}: ${kit.name}`}
            onPressedChange={onToggle}
            fullWidth
          >
            {inBasket ? <span aria-hidden="true">✓</span> : null}
            {labels.addToBasket}
          </ToggleButton>
        </Actions>
      </Body>
    </Card>
  );
}
