import styled from '@emotion/styled';
import { Modal } from '@showroom/ui';
import { GalleryView, type GalleryViewProps } from './GalleryView';

// As wide as a 16:9 stage can be with the header and the controls (about 220px) still in view.
const Dialog = styled(Modal)({
  width: '100%',
  maxWidth: 'min(100%, calc((100vh - 220px) * 16 / 9))',
  minWidth: 'min(100%, 320px)',
  margin: '0 auto',
});

export interface FullscreenGalleryProps {
  /** What the inline gallery shows: the dialog shows the same mode and picture, and moves them for both. */
  view: Omit<GalleryViewProps, 'action' | 'active' | 'fullscreen'>;
  onClose: () => void;
}

/** The gallery in a modal dialog over the whole viewport (its own chunk: the page's first render never needs it). */
export function FullscreenGallery({ view, onClose }: FullscreenGalleryProps) {
  const { t, title } = view;
  return (
    <Dialog title={t('carGallery.fullscreenTitle', { title })} closeLabel={t('carGallery.fullscreenClose')} onClose={onClose}>
      <GalleryView {...view} active fullscreen />
    </Dialog>
  );
}
