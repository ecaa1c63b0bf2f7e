// Texts only one remote shows, by the file under messages/ that holds them. Every other browser build swaps such
// a file for ownedElsewhere.ts (packages/webpack-config remote.cjs), so a partner's car embed does not carry the
// dealer pages' texts in five languages (issue 14). Under the host no remote needs them: the page carries its
// language's texts. ownedTexts.test.ts checks that no other remote and no shared package uses these keys; the host may
// (the content blocks' and the compare bar's texts are the host's and the search's), as it never reads a remote's.

/** Remote package name -> the message files (without .ts) only it uses. */
const OWNED_TEXTS = {
  'mfe-dealers': ['dealers', 'dealerDetail', 'dealerHours', 'dealerMap', 'dealerFinder', 'dealerPicker'],
  'mfe-service-booking': ['serviceBooking', 'serviceBookingServices', 'serviceBookingWorkshop', 'serviceBookingContact'],
  'mfe-tirehotel': ['tireHotel', 'tireHotelBooking', 'tireHotelFlow'],
  'mfe-kits': ['kits'],
  'mfe-search': ['carFilters', 'carSearch', 'carBlocks', 'compare', 'blocks'],
  'mfe-car-detail': ['carDetail', 'carDetailPage', 'carGallery', 'carSections', 'financeWidget', 'carContact'],
  'mfe-forms': ['sellCar', 'workshopBooking', 'formBlocks'],
  // The host's own: its browser build reads the page's texts and has no dictionary, so no remote needs them.
  'host-shell': ['stories', 'shell', 'navigation', 'chrome'],
};

/**
 * Files another remote owns that the host's own code reads as well (the content blocks' texts): a host page carries
 * them whichever remotes it has (textsForPage.ts). ownedTexts.test.ts checks the host reads no other owned file.
 */
const HOST_ALSO_READS = ['blocks'];

module.exports = { OWNED_TEXTS, HOST_ALSO_READS };
