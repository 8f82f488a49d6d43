/**
 * A software WebAuthn authenticator for tests: an ES256 (P-256) key pair per credential from
 * node:crypto, authenticator data with its flags and signature counter, attestation "none" in
 * CBOR, and the JSON forms a browser's `credential.toJSON()` gives (what auth-js posts). It
 * answers the server's options (JSON, or auth-js's deserialised ArrayBuffers) like a security
 * key or a platform passkey would, and can be told to misbehave (another origin, an old counter).
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { encodeCBOR, type CBORType } from "@levischuck/tiny-cbor";

type Binary = string | ArrayBuffer | ArrayBufferView;

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url");
const bytesOf = (v: Binary): Buffer =>
  typeof v === "string" ? Buffer.from(v, "base64url") : ArrayBuffer.isView(v) ? Buffer.from(v.buffer, v.byteOffset, v.byteLength) : Buffer.from(v);
const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();

interface SoftCredential {
  id: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  userHandle: Buffer;
  rpId: string;
  counter: number;
}

export interface CreationOptionsLike {
  challenge: Binary;
  rp: { id?: string };
  user: { id: Binary };
}
export interface RequestOptionsLike {
  challenge: Binary;
  rpId?: string;
}

export interface CeremonyTweaks {
  /** clientDataJSON.origin (default: the authenticator's origin). */
  origin?: string;
  /** Sign with this counter instead of the next one. */
  counter?: number;
  /** Answer with this credential (default: the latest made for the RP). */
  credentialId?: string;
  /** The user handle to return (default: the credential's). */
  userHandle?: Binary;
}

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];

  constructor(readonly origin: string) {}

  /** navigator.credentials.create(): a new credential for options.rp.id / options.user.id; its RegistrationResponseJSON. */
  create(options: CreationOptionsLike, tweaks: CeremonyTweaks = {}) {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const credential: SoftCredential = { id: randomBytes(32), privateKey, publicKey, userHandle: bytesOf(options.user.id), rpId, counter: 0 };
    this.credentials.push(credential);
    const jwk = publicKey.export({ format: "jwk" });
    const cose = new Map<number, CBORType>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, new Uint8Array(Buffer.from(jwk.x!, "base64url"))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, "base64url"))],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    // Flags: user present, user verified, attested credential data. AAGUID all zero ("none").
    const authData = Buffer.concat([sha256(rpId), Buffer.from([0x45]), this.counterBytes(0), Buffer.alloc(16), idLength, credential.id, Buffer.from(encodeCBOR(cose))]);
    const attestation = new Map<string, CBORType>([
      ["fmt", "none"],
      ["attStmt", new Map<string, CBORType>()],
      ["authData", new Uint8Array(authData)],
    ]);
    const attestationObject = encodeCBOR(attestation);
    const clientDataJSON = this.clientData("webauthn.create", options.challenge, tweaks);
    return this.asCredential({
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: "public-key" as const,
      response: { attestationObject: b64url(attestationObject), clientDataJSON: b64url(clientDataJSON), transports: ["usb" as const] },
      clientExtensionResults: {},
      authenticatorAttachment: "cross-platform" as const,
    });
  }

  /** navigator.credentials.get(): an assertion by the latest credential for options.rpId; its AuthenticationResponseJSON. */
  get(options: RequestOptionsLike, tweaks: CeremonyTweaks = {}) {
    const rpId = options.rpId ?? new URL(this.origin).hostname;
    const credential = tweaks.credentialId
      ? this.credentials.find((c) => b64url(c.id) === tweaks.credentialId)
      : this.credentials.filter((c) => c.rpId === rpId).at(-1);
    if (!credential) throw new Error(`the soft authenticator holds no credential for ${rpId}`);
    credential.counter = tweaks.counter ?? credential.counter + 1;
    const authData = Buffer.concat([sha256(rpId), Buffer.from([0x05]), this.counterBytes(credential.counter)]);
    const clientDataJSON = this.clientData("webauthn.get", options.challenge, tweaks);
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    return this.asCredential({
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: "public-key" as const,
      response: {
        authenticatorData: b64url(authData),
        clientDataJSON: b64url(clientDataJSON),
        signature: b64url(signature),
        userHandle: b64url(tweaks.userHandle === undefined ? credential.userHandle : bytesOf(tweaks.userHandle)),
      },
      clientExtensionResults: {},
      authenticatorAttachment: "cross-platform" as const,
    });
  }

  private clientData(type: string, challenge: Binary, tweaks: CeremonyTweaks): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge: b64url(bytesOf(challenge)), origin: tweaks.origin ?? this.origin, crossOrigin: false }));
  }

  private counterBytes(n: number): Buffer {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
  }

  /**
   * The JSON, plus `toJSON()` returning it: auth-js's MFA verify serialises a browser credential
   * with `toJSON()` (lib/webauthn.js serializeCredential*Response), so this object stands in for one.
   */
  private asCredential<T extends object>(json: T): T & { toJSON(): T } {
    return { ...json, toJSON: () => json };
  }
}
