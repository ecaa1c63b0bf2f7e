import * as z from '@showroom/contracts/z';
import { contentLinkSchema } from './navigation';

export const footerBrandSchema = z.object({
  Name: z.string(),
  Logo: z.string(),
  LogoBlackAndWhite: z.nullish(z.string()),
});

export const footerColumnSchema = z.object({
  Title: z.string(),
  Description: z.nullish(z.string()),
  ColumnItems: z.array(z.object({ Link: contentLinkSchema })),
});

export const footerInfoFieldSchema = z.object({ Heading: z.string(), Text: z.string() });

export const footerSchema = z.object({
  ShowBrands: z.boolean(),
  BrandsHeading: z.nullish(z.string()),
  Brands: z.array(footerBrandSchema),
  Columns: z.array(footerColumnSchema),
  HighlightedLink: z.nullish(contentLinkSchema),
  SocialLinks: z.array(z.object({ name: z.string(), Url: z.string() })),
  InfoField1: z.nullish(footerInfoFieldSchema),
  InfoField2: z.nullish(footerInfoFieldSchema),
  InfoFieldOneChildFullWidth: z.boolean(),
});
export type Footer = z.infer<typeof footerSchema>;

/** Brand logo from the content platform's graph search (spec 2). */
export const brandLogoSchema = z.object({
  brandCode: z.string(),
  logo: z.string(),
  logoBlackAndWhite: z.nullish(z.string()),
});
export type BrandLogo = z.infer<typeof brandLogoSchema>;
