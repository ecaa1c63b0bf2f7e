import styled from '@emotion/styled';
import { Editable } from '../../shell/editing/Editable';
import { usePage } from '../../shell/page/PageContext';
import type { BlockRendererProps } from '../blockRenderer';
import { useCheckedFields } from '../checked/checkedFields';
import { useBlockScope } from '../BlockScope';
import { EditorNote } from '../EditorNote';
import { TextLink } from '../links/TextLink';
import { useCountdown } from './useCountdown';
import type { Remaining } from './remaining';

const Section = styled.section`
  max-width: 1280px;
  margin: 32px auto;
  padding: 24px 16px;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.lg};
  h1,
  h2 {
    margin: 0 0 16px;
  }
`;

const Units = styled.div`
  display: flex;
  justify-content: center;
  gap: 12px;
  margin-bottom: 8px;
`;

const Unit = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  min-width: 64px;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-variant-numeric: tabular-nums;
    line-height: 1.1;
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const pad = (n: number) => String(n).padStart(2, '0');

function CountdownBody({ targetDate, initial }: { targetDate: string; initial: Remaining }) {
  const { t } = usePage();
  const left = useCountdown(targetDate, initial);
  const units = [
    [String(left.days), t('blocks.countdown.days')],
    [pad(left.hours), t('blocks.countdown.hours')],
    [pad(left.minutes), t('blocks.countdown.minutes')],
    [pad(left.seconds), t('blocks.countdown.seconds')],
  ] as const;
  // role=timer is not announced on each tick (its live region is off), which is what we want every second.
  return (
    <Units role="timer" data-target={targetDate}>
      {units.map(([value, label]) => (
        <Unit key={label}>
          <strong>{value}</strong>
          <span>{label}</span>
        </Unit>
      ))}
    </Units>
  );
}

/** A countdown to TargetDate: the CMS's numbers in the server render, live from the clock after mount, stopping at zero. */
export function Countdown({ block }: BlockRendererProps) {
  const { t } = usePage();
  const { defaultHeading } = useBlockScope();
  const fields = useCheckedFields('Countdown', block);
  if (!fields) return <EditorNote>{t('blocks.editor.invalid', { name: block.componentName })}</EditorNote>;
  const Heading = defaultHeading;
  return (
    <Section>
      {fields.Title.trim() ? (
        <Editable field="Title">
          <Heading>{fields.Title}</Heading>
        </Editable>
      ) : null}
      <CountdownBody targetDate={fields.TargetDate} initial={{ days: fields.Days, hours: fields.Hours, minutes: fields.Minutes, seconds: fields.Seconds }} />
      <TextLink link={fields.Link} fallbackText={fields.Title} />
    </Section>
  );
}
