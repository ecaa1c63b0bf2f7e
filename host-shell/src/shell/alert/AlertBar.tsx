import styled from '@emotion/styled';
import { useId, useState } from 'react';
import type { AlertBar as AlertBarData } from '@showroom/contracts';
import { IconButton } from '@showroom/ui';
import { Editable } from '../editing/Editable';
import { Icon } from '../icons/Icon';
import { usePage } from '../page/PageContext';
import { alertColors } from './alertColors';
import { rememberAlertClosed } from './alertCookie';
import { alertIcon, isAlertShown, isClosable } from './alertRules';

// Collapsing animates the row height to 0, then hides the bar from assistive technology.
const Collapse = styled('section', { shouldForwardProp: (prop) => prop !== 'closed' })<{ closed: boolean }>`
  display: grid;
  grid-template-rows: ${({ closed }) => (closed ? '0fr' : '1fr')};
  visibility: ${({ closed }) => (closed ? 'hidden' : 'visible')};
  transition:
    grid-template-rows 250ms ease,
    visibility 0s linear ${({ closed }) => (closed ? '250ms' : '0s')};
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Bar = styled('div', { shouldForwardProp: (prop) => prop !== 'messageType' })<{ messageType: AlertBarData['MessageType'] }>(({ theme, messageType }) => {
  const palette = alertColors(messageType, theme);
  return {
    overflow: 'hidden',
    minHeight: 0,
    background: palette.background,
    color: palette.text,
    borderBottom: palette.border ? `1px solid ${palette.border}` : 0,
    // The theme's focus colour may not stand out on a dark or amber bar; the text colour does.
    '& :focus-visible': { outlineColor: 'currentColor' },
  };
});

const Inner = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  max-width: 1440px;
  margin: 0 auto;
  padding: 8px 16px;
`;

const Message = styled.div`
  flex: 1;
  padding: 10px 0;
  line-height: 1.4;
  p {
    margin: 0;
  }
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const IconSpot = styled.span`
  display: inline-flex;
  padding-top: 10px;
`;

export interface AlertBarProps {
  alert: AlertBarData | null;
  /** The request carried hideAlert=true (read on the server, so a hidden bar never flashes). */
  hiddenByCookie: boolean;
}

/** The site-wide message above the navigation; closable (for a day) unless it is a Warning. */
export function AlertBar({ alert, hiddenByCookie }: AlertBarProps) {
  const { t } = usePage();
  const [closed, setClosed] = useState(false);
  const titleId = useId();
  if (!isAlertShown(alert, hiddenByCookie)) return null;

  const icon = alertIcon(alert.MessageIcon);
  const close = () => {
    setClosed(true);
    rememberAlertClosed();
  };
  return (
    <Collapse
      closed={closed}
      data-alert-type={alert.MessageType}
      // The landmark's name says what it is: a content title alone ("Köp bil") may repeat another section's name.
      aria-label={alert.MessageTitle ? `${t('alert.label')}: ${alert.MessageTitle}` : t('alert.label')}
    >
      <Bar messageType={alert.MessageType}>
        <Inner>
          {icon ? (
            <IconSpot>
              <Icon name={icon} />
            </IconSpot>
          ) : null}
          <Message>
            {alert.MessageTitle ? (
              <Editable field="MessageTitle">
                <Title id={titleId}>{alert.MessageTitle}</Title>
              </Editable>
            ) : null}
            {alert.MessageText ? (
              <Editable field="MessageText">
                <p>{alert.MessageText}</p>
              </Editable>
            ) : null}
          </Message>
          {isClosable(alert.MessageType) ? (
            <IconButton label={t('alert.close')} onClick={close}>
              <Icon name="close" />
            </IconButton>
          ) : null}
        </Inner>
      </Bar>
    </Collapse>
  );
}
