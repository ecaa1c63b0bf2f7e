import { MissingFacetMapError, siteFacetLabels } from './siteFacetLabels';

describe('siteFacetLabels', () => {
  it("answers the site's labels", async () => {
    const labels = [{ Name: 'car_brand', Label: 'Märke' }];
    await expect(siteFacetLabels({ facetLabels: jest.fn().mockResolvedValue(labels) }, 'dealergroup-se', 'sv')).resolves.toEqual(labels);
  });

  // Spec 2 §3 "Facet": a missing facet map raises an error.
  it('raises MissingFacetMapError for no labels, no call, and a failed call (kept as the cause)', async () => {
    await expect(siteFacetLabels({ facetLabels: jest.fn().mockResolvedValue([]) }, 'carstore-se', 'sv')).rejects.toThrow(new MissingFacetMapError('carstore-se', 'sv'));
    await expect(siteFacetLabels({}, 'premium-uk', 'en')).rejects.toThrow('Missing facet map for premium-uk (en)');
    const down = new Error('502');
    const failed = siteFacetLabels({ facetLabels: jest.fn().mockRejectedValue(down) }, 'dealergroup-se', 'en');
    await expect(failed).rejects.toBeInstanceOf(MissingFacetMapError);
    await expect(failed).rejects.toMatchObject({ site: 'dealergroup-se', language: 'en', cause: down });
  });
});
