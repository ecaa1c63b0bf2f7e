import styled from '@emotion/styled';

const Round = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** A 44 px round "×" button named by `label` (e.g. "Ta bort Volvo XC60 från jämförelsen"). */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Round type="button" aria-label={label} onClick={onClick}>
      <span aria-hidden="true">×</span>
    </Round>
  );
}
