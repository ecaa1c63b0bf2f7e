import styled from '@emotion/styled';
import { EditorOnly } from '../shell/editing/Editable';

const Note = styled.p`
  margin: 16px 0;
  padding: 12px 16px;
  border: 2px dashed #8a2be2;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
`;

/** A note about a block that shows only to editors (a block the public page leaves out). */
export function EditorNote({ children }: { children: string }) {
  return (
    <EditorOnly>
      <Note role="note" data-editor-note="">
        {children}
      </Note>
    </EditorOnly>
  );
}
