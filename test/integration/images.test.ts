import { describe, expect, it } from 'vitest';
import { DEMO_UNITS } from '../../functions/local/seed/reference-units.ts';
import { signedIn } from '../support/accounts.ts';
import { expectJson, quickCheck } from '../support/checks.ts';
import { ApiSession } from '../support/http.ts';
import { PNG, uploadImage as upload } from '../support/images.ts';

describe('images for reference units', () => {
  it('stores a slide image for the Kommune’s own Gemeinde and serves it', async () => {
    const kommune = await signedIn('kommune@baucheck.test');
    const { path } = await expectJson<{ path: string }>(
      await upload(kommune, `reference_unit_id=${DEMO_UNITS.lindenau}`, PNG),
      201,
    );
    expect(path).toMatch(new RegExp(`^/media/units/${DEMO_UNITS.lindenau}/[\\w-]+\\.png$`));
    const image = await new ApiSession().request(path);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('sets a coat of arms that residents see with the check', async () => {
    const kommune = await signedIn('kommune@baucheck.test');
    const { path } = await expectJson<{ path: string }>(
      await upload(kommune, `reference_unit_id=${DEMO_UNITS.lindenau}&purpose=coat_of_arms`, PNG),
      201,
    );
    const unit = await expectJson<{ id: string; coat_of_arms: string | null }>(
      await new ApiSession().request('/api/reference-units/by-slug/lindenau/'),
      200,
    );
    expect(unit).toMatchObject({ id: DEMO_UNITS.lindenau, coat_of_arms: path });
    expect((await quickCheck(new ApiSession(), DEMO_UNITS.lindenau, 'gartenhaus')).reference_unit.coat_of_arms).toBe(
      path,
    );
  });

  it('refuses another Gemeinde, unknown units and files that are not images', async () => {
    const kommune = await signedIn('kommune@baucheck.test');
    expect((await upload(kommune, `reference_unit_id=${DEMO_UNITS.seewiesen}`, PNG)).status).toBe(403);
    expect((await upload(kommune, 'reference_unit_id=gibt-es-nicht', PNG)).status).toBe(404);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refused = await upload(
      kommune,
      `reference_unit_id=${DEMO_UNITS.lindenau}`,
      svg,
      'image/svg+xml',
      'wappen.svg',
    );
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await refused.json())).toMatch(/PNG, JPEG oder WebP/);
    expect(
      (await upload(await signedIn('partner@baucheck.test'), `reference_unit_id=${DEMO_UNITS.lindenau}`, PNG)).status,
    ).toBe(403);
  });
});
