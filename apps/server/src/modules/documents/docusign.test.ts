import { generateKeyPairSync } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app';
import { ORIGIN, verifiedStudent } from '../../test/students';
import { SAMPLE } from '../../test/uploads';

/** A stand-in for DocuSign's OAuth and eSignature APIs: what embedded signing uses. */
function fakeDocuSign() {
  const seen: string[] = [];
  let status = 'sent';
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push(`${req.method} ${req.url}`);
      const json = (payload: object) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (req.url === '/oauth/token') return json({ access_token: 'token-1', expires_in: 3600 });
      if (req.headers.authorization !== 'Bearer token-1') {
        res.writeHead(401);
        return res.end();
      }
      if (req.method === 'POST' && req.url === '/restapi/v2.1/accounts/acct-1/envelopes') {
        const envelope = JSON.parse(body) as { documents: { documentBase64: string }[] };
        expect(Buffer.from(envelope.documents[0]!.documentBase64, 'base64').subarray(0, 5).toString()).toBe(
          '%PDF-',
        );
        return json({ envelopeId: 'env-1' });
      }
      if (req.url === '/restapi/v2.1/accounts/acct-1/envelopes/env-1/views/recipient') {
        return json({ url: 'https://demo.docusign.net/Signing/StartInSession.aspx?t=abc' });
      }
      if (req.url === '/restapi/v2.1/accounts/acct-1/envelopes/env-1') return json({ status });
      if (req.url === '/restapi/v2.1/accounts/acct-1/envelopes/env-1/documents/combined') {
        res.writeHead(200, { 'content-type': 'application/pdf' });
        return res.end(SAMPLE.pdf);
      }
      res.writeHead(404);
      res.end();
    });
  });
  return new Promise<{ server: Server; url: string; seen: string[]; complete: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        seen,
        complete: () => (status = 'completed'),
      }),
    ),
  );
}

let t: TestApp;
let docusign: Awaited<ReturnType<typeof fakeDocuSign>>;

beforeAll(async () => {
  docusign = await fakeDocuSign();
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  t = await createTestApp({
    demo: true,
    env: {
      DOCUSIGN_INTEGRATION_KEY: 'integration-1',
      DOCUSIGN_USER_ID: 'user-1',
      DOCUSIGN_ACCOUNT_ID: 'acct-1',
      DOCUSIGN_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      DOCUSIGN_BASE_PATH: `${docusign.url}/restapi`,
      DOCUSIGN_OAUTH_BASE: docusign.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  docusign.server.close();
});

describe('e-signature with DocuSign configured', () => {
  it('sends the student to DocuSign and keeps the signed PDF once the envelope is completed', async () => {
    const { cookie } = await verifiedStudent(t, 'docusign@example.ca', {
      first_name: 'Lea',
      last_name: 'Roy',
    });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/student/documents/', headers: { cookie } })
    ).json();
    const agreement = list.find(
      (d: { global_document: { document_type: string } }) => d.global_document.document_type === 'docusign',
    );
    expect(agreement.global_document.signing).toBe('docusign');

    const typed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/student/documents/${agreement.id}/sign/`,
      headers: { cookie, origin: ORIGIN },
      payload: { full_name: 'Lea Roy', consent: true },
    });
    expect(typed.json()).toEqual({
      non_field_errors: ['This document is signed on DocuSign.'],
      codes: { non_field_errors: [{ code: 'documents.signOnDocuSign' }] },
    });

    const session = await t.app.inject({
      method: 'POST',
      url: `/api/v1/student/documents/${agreement.id}/signing-session/`,
      headers: { cookie, origin: ORIGIN },
      payload: {},
    });
    expect(session.json()).toEqual({ url: 'https://demo.docusign.net/Signing/StartInSession.aspx?t=abc' });

    // back before signing: nothing changes
    const early = await t.app.inject({
      method: 'GET',
      url: `/api/v1/student/documents/${agreement.id}/signing-complete/?event=cancel`,
      headers: { cookie },
    });
    expect(early.headers.location).toBe('/document?signing=not_signed');

    docusign.complete();
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/v1/student/documents/${agreement.id}/signing-complete/?event=signing_complete`,
      headers: { cookie },
    });
    expect(back.headers.location).toBe('/document?signing=signed');
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/v1/student/documents/', headers: { cookie } })
    ).json();
    const signed = after.find((d: { id: number }) => d.id === agreement.id);
    expect(signed.status).toBe('awaiting_review');
    const file = await t.app.inject({ method: 'GET', url: signed.document.url, headers: { cookie } });
    expect(file.rawPayload.equals(SAMPLE.pdf)).toBe(true);
    expect(docusign.seen).toContain('POST /oauth/token');
  });

  it("answers 404 for another student's document", async () => {
    const owner = await verifiedStudent(t, 'ds-owner@example.ca');
    const other = await verifiedStudent(t, 'ds-other@example.ca');
    const id = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/student/documents/',
        headers: { cookie: owner.cookie },
      })
    ).json()[0].id;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/student/documents/${id}/signing-session/`,
      headers: { cookie: other.cookie, origin: ORIGIN },
      payload: {},
    });
    expect(res.statusCode).toBe(404);
  });
});
