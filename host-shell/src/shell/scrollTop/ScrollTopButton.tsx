import styled from '@emotion/styled';
import { Icon } from '../icons/Icon';
import { usePage } from '../page/PageContext';
import { scrollToPageTop } from './scrollToPageTop';

const Button = styled.button`
  position: fixed;
  left: 16px;
  bottom: 16px;
  z-index: 50;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.colors.onPrimary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.25);
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

/** The bottom-left button that takes the visitor back to the top (shown by ./ScrollToTop). */
export function ScrollTopButton() {
  const { t } = usePage();
  return (
    <Button type="button" aria-label={t('scrollTop.label')} onClick={scrollToPageTop}>
      <Icon name="arrow-up" />
    </Button>
  );
}
