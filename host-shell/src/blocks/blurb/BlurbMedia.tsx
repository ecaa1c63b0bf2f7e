import type { BlurbFields } from '@showroom/contracts';
import { Editable } from '../../shell/editing/Editable';
import { imageUrl } from '../../shell/media/imageUrl';
import { ResponsivePicture } from '../media/ResponsivePicture';
import { MediaVideo, YoutubeFacade } from '../video/lazyVideo';
import { blurbMediaKind } from './blurbContent';

/** The medium of a blurb or card: a YouTube facade, an own video with toggles, or a picture. */
export function BlurbMedia({ fields, sizes, eager = false }: { fields: BlurbFields; sizes: string; eager?: boolean }) {
  const image = fields.ImageDesktop?.src ? fields.ImageDesktop : fields.ImagePhone?.src ? fields.ImagePhone : null;
  switch (blurbMediaKind(fields)) {
    case 'youtube':
      return (
        <Editable field="YoutubeID">
          <YoutubeFacade videoId={fields.YoutubeID!} title={fields.Title} />
        </Editable>
      );
    case 'video':
      return (
        <Editable field="VideoDesktop">
          <MediaVideo
            desktopSrc={fields.VideoDesktop}
            phoneSrc={fields.VideoPhone}
            poster={image ? imageUrl(image.src, 1280) : undefined}
            controls={fields.HasControlBar ?? false}
            // With the browser's control bar the visitor starts it; without, it plays like a moving picture.
            autoplay={!fields.HasControlBar}
          />
        </Editable>
      );
    case 'image':
      return (
        <Editable field="ImageDesktop">
          <ResponsivePicture image={image!} phoneImage={image === fields.ImageDesktop ? fields.ImagePhone : null} sizes={sizes} eager={eager} />
        </Editable>
      );
    default:
      return null;
  }
}
