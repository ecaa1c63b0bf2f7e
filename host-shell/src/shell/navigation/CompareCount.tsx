import styled from '@emotion/styled';
import { useBusState } from '@showroom/event-bus';

const Count = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: inherit;
  text-decoration: none;
`;

const Badge = styled.span`
  display: inline-block;
  min-width: 24px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  text-align: center;
  font-weight: 700;
`;

/** The header's count of cars in the compare list; follows the bus, so every remote's toggle shows at once. */
export function CompareCount({ href, label }: { href: string; label: (count: number) => string }) {
  const list = useBusState('compare', []);
  return (
    <Count href={href} aria-label={label(list.length)} data-testid="compare-count">
      <span aria-hidden="true">⇄</span>
      <Badge aria-hidden="true">{list.length}</Badge>
    </Count>
  );
}
