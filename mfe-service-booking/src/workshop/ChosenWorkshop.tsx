import styled from '@emotion/styled';
import type { WorkshopSite } from '@showroom/contracts/mechmate';
import type { Translator } from '@showroom/i18n';
import { Button } from '@showroom/ui';

const Box = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.sm,
  padding: theme.space.sm,
  border: `2px solid ${theme.colors.success}`,
  borderRadius: theme.radii.md,
  '& p': { margin: 0 },
}));
const Label = styled.p(({ theme }) => ({ color: theme.colors.mutedText, fontSize: theme.fontSizes.sm }));
const Name = styled.h3(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.md }));

/** The workshop chosen, and "Ändra verkstad eller tid" (spec 3 §4.1), which clears workshop and time. */
export function ChosenWorkshop({ t, workshop, onChange }: { t: Translator; workshop: WorkshopSite; onChange: () => void }) {
  return (
    <Box data-chosen-workshop={workshop.departmentId}>
      <div>
        <Label>{t('serviceBookingWorkshop.chosen')}</Label>
        <Name>{workshop.siteName}</Name>
        <p>{workshop.address}</p>
      </div>
      <Button variant="secondary" onClick={onChange}>
        {t('serviceBookingWorkshop.changeWorkshopOrTime')}
      </Button>
    </Box>
  );
}
