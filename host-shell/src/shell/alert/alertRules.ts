import type { AlertBar } from '@showroom/contracts';
import type { IconName } from '../icons/iconNames';

type MessageType = AlertBar['MessageType'];

/** Warnings must stay in view: they cannot be closed and ignore the hide cookie (spec 1 §4). */
export function isClosable(type: MessageType): boolean {
  return type !== 'Warning';
}

/** Whether the bar shows at first render: it has a message and is not a closable one the visitor hid. */
export function isAlertShown(alert: AlertBar | null | undefined, hiddenByCookie: boolean): alert is AlertBar {
  if (!alert?.HasMessage) return false;
  return !(hiddenByCookie && isClosable(alert.MessageType));
}

const ICONS: Record<NonNullable<AlertBar['MessageIcon']>, IconName> = {
  CampaignAlert: 'campaign-alert',
  WarningAlert: 'warning-alert',
};

/** The icon the content asked for, or none. */
export function alertIcon(icon: AlertBar['MessageIcon']): IconName | null {
  return icon ? ICONS[icon] : null;
}
