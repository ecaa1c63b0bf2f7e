import styled from '@emotion/styled';
import type { Translator } from '@showroom/i18n';
import { ToggleButton } from '@showroom/ui';
import type { MediaMode } from './mediaModes';

const Group = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs }));

export interface ModeSwitcherProps {
  modes: readonly MediaMode[];
  mode: MediaMode;
  onMode: (mode: MediaMode) => void;
  t: Translator;
}

/** One toggle button per available mode, the shown one pressed; nothing when there is only one. */
export function ModeSwitcher({ modes, mode, onMode, t }: ModeSwitcherProps) {
  if (modes.length < 2) return null;
  return (
    <Group role="group" aria-label={t('carGallery.modes')}>
      {modes.map((m) => (
        <ToggleButton key={m} pressed={m === mode} onPressedChange={() => onMode(m)}>
          {t(`carGallery.mode.${m}`)}
        </ToggleButton>
      ))}
    </Group>
  );
}
