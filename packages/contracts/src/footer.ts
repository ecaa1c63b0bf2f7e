import { z } from 'zod';
import { contentLinkSchema } from './navigation';

export const footerBrandSchema = z.object({
  Name: z.string(),
  Logo: z.string(),
  LogoBlackAndWhite: z.string().nullish(),
});

export const footerColumnSchema = z.object({
  Title: z.string(),
  Description: z.string().nullish(),
  ColumnItems: z.array(z.object({ Link: contentLinkSchema })),
});

export const footerInfoFieldSchema = z.object({ Heading: z.string(), Text: z.string() });

export const footerSchema = z.object({
  ShowBrands: z.boolean(),
  BrandsHeading: z.string().nullish(),
  Brands: z.array(footerBrandSchema),
  Columns: z.array(footerColumnSchema),
  HighlightedLink: contentLinkSchema.nullish(),
  SocialLinks: z.array(z.object({ name: z.string(), Url: z.string() })),
  InfoField1: footerInfoFieldSchema.nullish(),
  InfoField2: footerInfoFieldSchema.nullish(),
  InfoFieldOneChildFullWidth: z.boolean(),
});
export type Footer = z.infer<typeof footerSchema>;

/** Brand logo from the content platform's graph search (spec 2). */
export const brandLogoSchema = z.object({
  brandCode: z.string(),
  logo: z.string(),
  logoBlackAndWhite: z.string().nullish(),
});
export type BrandLogo = z.infer<typeof brandLogoSchema>;
