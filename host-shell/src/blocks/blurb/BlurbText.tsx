import type { BlurbFields } from '@showroom/contracts';
import { Editable } from '../../shell/editing/Editable';
import { BlockHeading } from '../heading/BlockHeading';
import type { HeadingTag } from '../heading/headingTag';
import { TextLink } from '../links/TextLink';
import { RichText } from '../RichText';

/** The words of a blurb or card: title in its TitleTag, rich text and link. */
export function BlurbText({ fields, headingFallback }: { fields: BlurbFields; headingFallback: HeadingTag }) {
  const title = fields.Title?.trim();
  return (
    <>
      {title ? (
        <Editable field="Title">
          <BlockHeading tag={fields.TitleTag} fallback={headingFallback}>
            {title}
          </BlockHeading>
        </Editable>
      ) : null}
      <RichText html={fields.Text} />
      <TextLink link={fields.Link} fallbackText={title || fields.Link?.href || ''} />
    </>
  );
}
