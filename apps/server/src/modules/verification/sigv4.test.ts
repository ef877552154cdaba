import { describe, expect, it } from 'vitest';
import { amzDate, authorization, canonicalRequest, EMPTY_SHA256, sha256Hex, uriEncode } from './sigv4';

/**
 * Issue 17 (KYC storage adapter): the S3 store's SigV4 signer against AWS's published examples
 * (docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html, and the SigV4 test
 * suite's get-vanilla case).
 */
describe('issue 17: AWS Signature Version 4', () => {
  it("AWS's S3 example: GET Object with a Range header", () => {
    const req = {
      method: 'GET',
      path: '/test.txt',
      headers: {
        Host: 'examplebucket.s3.amazonaws.com',
        Range: 'bytes=0-9',
        'x-amz-content-sha256': EMPTY_SHA256,
        'x-amz-date': '20130524T000000Z',
      },
      payloadHash: EMPTY_SHA256,
    };
    expect(sha256Hex(canonicalRequest(req).text)).toBe(
      '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
    );
    expect(
      authorization(req, {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
        service: 's3',
      }),
    ).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it("the SigV4 test suite's get-vanilla", () => {
    expect(
      authorization(
        {
          method: 'GET',
          path: '/',
          headers: { Host: 'example.amazonaws.com', 'X-Amz-Date': '20150830T123600Z' },
          payloadHash: EMPTY_SHA256,
        },
        {
          accessKeyId: 'AKIDEXAMPLE',
          secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
          region: 'us-east-1',
          service: 'service',
        },
      ),
    ).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, ' +
        'SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    );
  });

  it('query parameters are encoded and sorted; the date is the basic ISO form', () => {
    const c = canonicalRequest({
      method: 'get',
      path: '/',
      query: [
        ['b', 'x y'],
        ['a', '*'],
      ],
      headers: { host: 'h' },
      payloadHash: EMPTY_SHA256,
    });
    expect(c.text.split('\n')[2]).toBe('a=%2A&b=x%20y');
    expect(uriEncode("!'()")).toBe('%21%27%28%29');
    expect(amzDate(Date.UTC(2013, 4, 24))).toBe('20130524T000000Z');
  });

  it('refuses a request without x-amz-date', () => {
    const creds = { accessKeyId: 'a', secretAccessKey: 'b', region: 'r', service: 's3' };
    expect(() => authorization({ method: 'GET', path: '/', headers: { host: 'h' }, payloadHash: '' }, creds)).toThrow();
  });
});
