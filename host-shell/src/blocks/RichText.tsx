import styled from '@emotion/styled';
import { Editable } from '../shell/editing/Editable';

const Body = styled.div`
  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
  a {
    color: inherit;
    text-decoration: underline;
  }
`;

/** A CMS rich-text field (Text/RichText); the server has already sanitised it (DOMPurify). */
export function RichText({ html, field = 'Text', className }: { html: string | null | undefined; field?: string; className?: string }) {
  if (!html?.trim()) return null;
  return (
    <Editable field={field}>
      <Body className={className} dangerouslySetInnerHTML={{ __html: html }} />
    </Editable>
  );
}
