import styled from '@emotion/styled';
import type { BasketState } from '@showroom/contracts';
import { Button } from '@showroom/ui';

export interface BasketItemsProps {
  basket: BasketState;
  removeLabel: string;
  onRemove: (kitId: string) => void;
}

const Items = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: `${theme.space.sm} 0 0`,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xs,
  li: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.space.xs },
}));

/**
 * The kits in the basket, each removable. A chunk of its own: the server's basket is always empty (the stored one
 * comes after hydration), so a visitor who never adds a kit never loads it.
 */
export default function BasketItems({ basket, removeLabel, onRemove }: BasketItemsProps) {
  return (
    <Items>
      {basket.map((item) => (
        <li key={item.kitId}>
          <span>{item.name}</span>
          <Button variant="ghost" size="sm" aria-label={`${removeLabel}: ${item.name}`} onClick={() => onRemove(item.kitId)}>
            {removeLabel}
          </Button>
        </li>
      ))}
    </Items>
  );
}
