import type { AlertBar } from '@showroom/contracts';
import { alertIcon, isAlertShown, isClosable } from './alertRules';

const alert = (over: Partial<AlertBar> = {}): AlertBar => ({
  HasMessage: true,
  MessageTitle: 'Kampanj',
  MessageText: 'Vinterdäck på köpet',
  MessageType: 'Neutral',
  MessageIcon: 'CampaignAlert',
  ...over,
});

describe('isAlertShown', () => {
  it('is false without an alert or without a message', () => {
    expect(isAlertShown(null, false)).toBe(false);
    expect(isAlertShown(alert({ HasMessage: false }), false)).toBe(false);
  });

  it('shows every type when no cookie is set', () => {
    for (const type of ['Warning', 'Dark', 'Light', 'Neutral'] as const) {
      expect(isAlertShown(alert({ MessageType: type }), false)).toBe(true);
    }
  });

  it('hides closable types behind the cookie but never a Warning', () => {
    expect(isAlertShown(alert({ MessageType: 'Dark' }), true)).toBe(false);
    expect(isAlertShown(alert({ MessageType: 'Light' }), true)).toBe(false);
    expect(isAlertShown(alert({ MessageType: 'Neutral' }), true)).toBe(false);
    expect(isAlertShown(alert({ MessageType: 'Warning' }), true)).toBe(true);
  });
});

describe('isClosable', () => {
  it('closes everything but a Warning', () => {
    expect(isClosable('Warning')).toBe(false);
    expect(isClosable('Dark')).toBe(true);
  });
});

describe('alertIcon', () => {
  it('maps the two content icons and gives none when absent', () => {
    expect(alertIcon('CampaignAlert')).toBe('campaign-alert');
    expect(alertIcon('WarningAlert')).toBe('warning-alert');
    expect(alertIcon(null)).toBeNull();
    expect(alertIcon(undefined)).toBeNull();
  });
});
