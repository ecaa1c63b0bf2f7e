import type { Translator } from '@showroom/i18n';
import { Modal } from '@showroom/ui';
import type { KitsParams } from './kitsParams';

export interface ProfileDialogProps {
  t: Translator;
  params: KitsParams;
  onClose: () => void;
}

/**
 * Spec 3 §2.1: "A profile dialog opens when a user attribute is present in the page parameters." What it holds
 * is not specified; it shows who and which dealer the page was opened for.
 */
export default function ProfileDialog({ t, params, onClose }: ProfileDialogProps) {
  return (
    <Modal title={t('kits.profileTitle')} closeLabel={t('common.close')} onClose={onClose}>
      <dl>
        <dt>{t('kits.profileUser')}</dt>
        <dd>{params.user}</dd>
        {params.dealer ? (
          <>
            <dt>{t('kits.profileDealer')}</dt>
            <dd>{params.dealer}</dd>
          </>
        ) : null}
      </dl>
    </Modal>
  );
}
