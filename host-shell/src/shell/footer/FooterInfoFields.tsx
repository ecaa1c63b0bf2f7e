import styled from '@emotion/styled';
import type { Footer } from '@showroom/contracts';
import { ContactText } from '../copyContact/ContactText';
import { Editable } from '../editing/Editable';
import { FooterHeading } from './footerParts';
import { infoFieldWidth, presentInfoFields, type InfoFieldWidth } from './infoFields';

const Grid = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: 1fr;
  @media (min-width: 768px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Field = styled('div', { shouldForwardProp: (prop) => prop !== 'width' })<{ width: InfoFieldWidth }>`
  grid-column: ${({ width }) => (width === 'full' ? '1 / -1' : 'auto')};
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-line;
`;

/** InfoField1 and InfoField2; a lone field may span the row; addresses and numbers in them are copy-contact links. */
export function FooterInfoFields({ footer }: { footer: Footer }) {
  const fields = presentInfoFields(footer);
  if (!fields.length) return null;
  const width = infoFieldWidth(fields.length, footer.InfoFieldOneChildFullWidth);
  return (
    <Grid>
      {fields.map((field, i) => (
        <Field key={i} width={width} data-width={width}>
          {field.Heading?.trim() ? (
            <FooterHeading>
              <Editable field="Heading">{field.Heading}</Editable>
            </FooterHeading>
          ) : null}
          {field.Text?.trim() ? (
            <Editable field="Text">
              <Text>
                <ContactText text={field.Text} />
              </Text>
            </Editable>
          ) : null}
        </Field>
      ))}
    </Grid>
  );
}
