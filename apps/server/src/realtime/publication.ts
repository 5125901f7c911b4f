import type { Publication } from './broker';
import { makeDelta, RawJson } from './payload';

/** The publication a channel sent before the current one: the delta base of subscribers that got it. */
export interface PreviousPublication {
  offset: number;
  epoch: string;
  data: string;
}

/**
 * One publication of a stream, with what every channel name of the stream shares: the payload as a JSON string
 * and the fossil delta from the previous publication, each computed at most once, whatever the number of channel
 * names and subscribers.
 */
export class PublicationPayload {
  readonly publication: Publication;
  readonly #previous: PreviousPublication | null;
  #fullJson: string | null = null;
  #deltaJson: string | null | undefined;

  /** `previous` must be the stream's publication at `offset - 1` of the same epoch, or null. */
  constructor(publication: Publication, previous: PreviousPublication | null) {
    this.publication = publication;
    this.#previous =
      previous !== null && previous.epoch === publication.epoch && previous.offset === publication.offset - 1
        ? previous
        : null;
  }

  /** Whether a delta from offset `baseOffset` may be sent: the base is exactly the previous publication. */
  hasDeltaBase(baseOffset: number | null): boolean {
    return this.#previous !== null && baseOffset === this.#previous.offset;
  }

  /** The payload as a JSON string literal (delta negotiated: the client's new delta base). */
  fullJson(): string {
    this.#fullJson ??= JSON.stringify(this.publication.data);
    return this.#fullJson;
  }

  /** The fossil delta as a JSON string literal, or null when there is no base or it would not be smaller. */
  deltaJson(): string | null {
    if (this.#deltaJson === undefined) {
      const previous = this.#previous;
      const delta =
        previous === null ? null : makeDelta(Buffer.from(previous.data), Buffer.from(this.publication.data));
      this.#deltaJson = delta === null ? null : JSON.stringify(delta);
    }
    return this.#deltaJson;
  }
}

/**
 * One publication ready to fan out to the subscribers of one channel name. The three frames a subscriber may get
 * are built at most once per channel name:
 * - plain: `data` as raw JSON (subscriptions without delta);
 * - full: `data` as a JSON string (delta negotiated; the client's new delta base);
 * - delta: a fossil delta from the previous publication, with `delta: true`, when it is smaller.
 */
export class PreparedPublication {
  readonly channel: string;
  readonly publication: Publication;
  readonly #payload: PublicationPayload;
  readonly #channelJson: string;
  #plain: Buffer | null = null;
  #full: Buffer | null = null;
  #delta: Buffer | null | undefined;

  /**
   * `source` is the shared payload of the stream's publication, or the publication itself with its previous
   * publication (`offset - 1` of the same epoch, or null).
   */
  constructor(channel: string, source: PublicationPayload | Publication, previous: PreviousPublication | null = null) {
    this.channel = channel;
    this.#payload = source instanceof PublicationPayload ? source : new PublicationPayload(source, previous);
    this.publication = this.#payload.publication;
    this.#channelJson = JSON.stringify(channel);
  }

  /** Whether a delta from offset `baseOffset` may be sent: the base is exactly the previous publication. */
  hasDeltaBase(baseOffset: number | null): boolean {
    return this.#payload.hasDeltaBase(baseOffset);
  }

  plainFrame(): Buffer {
    this.#plain ??= this.#frame(this.publication.data, false);
    return this.#plain;
  }

  fullFrame(): Buffer {
    this.#full ??= this.#frame(this.#payload.fullJson(), false);
    return this.#full;
  }

  /** The delta frame, or null when there is no base or the delta would not be smaller than the payload. */
  deltaFrame(): Buffer | null {
    if (this.#delta === undefined) {
      const delta = this.#payload.deltaJson();
      this.#delta = delta === null ? null : this.#frame(delta, true);
    }
    return this.#delta;
  }

  #frame(dataJson: string, delta: boolean): Buffer {
    const tail = delta ? ',"delta":true}}}' : '}}}';
    return Buffer.from(
      `{"push":{"channel":${this.#channelJson},"pub":{"data":${dataJson},"offset":${this.publication.offset}${tail}`,
    );
  }
}

/**
 * Publications recovered on subscribe, as the subscribe reply carries them: raw JSON without delta; with
 * delta, the first in full (a JSON string) and each next one as a delta from the one before when smaller.
 */
export function recoveredPublications(publications: readonly Publication[], delta: boolean): object[] {
  const out: object[] = [];
  let previous: Publication | null = null;
  for (const p of publications) {
    if (!delta) {
      out.push({ data: new RawJson(p.data), offset: p.offset });
    } else {
      const d =
        previous !== null && previous.offset === p.offset - 1
          ? makeDelta(Buffer.from(previous.data), Buffer.from(p.data))
          : null;
      out.push(d === null ? { data: p.data, offset: p.offset } : { data: d, offset: p.offset, delta: true });
    }
    previous = p;
  }
  return out;
}
