import { statfs } from "node:fs/promises";
import { FormServiceError, formError, type ServiceErrors } from "./answers.ts";
import { serverProblem } from "../../core/errors/server-errors.ts";

/** What the form service may cost: uploads at once, storage per day, and free space it never uses up. */
export interface CapacityLimits {
  /** Multipart submissions being received at the same time, server-wide. */
  maxUploadsInProgress: number;
  /**
   * The same, from one address (an IPv6 /64 counting as one, address-key.ts): one address cannot hold every slot
   * (with slow bodies) and keep others out. Never more than half of maxUploadsInProgress, whatever it is set to.
   */
  maxUploadsPerAddress: number;
  /**
   * The slowest an upload may arrive: fewer bytes than this per second over any `slowUploadWindowMs` (after the
   * first one) and it is dropped with 408. A phone on a weak 2G link sends 30 kB/s and more.
   */
  minUploadBytesPerSecond: number;
  slowUploadWindowMs: number;
  /** Bytes stored (lines and files) in any 24 hours, from all addresses together. */
  dailyBytes: number;
  /** Bytes stored in any 24 hours from one address (an IPv6 /64 counting as one). */
  dailyBytesPerAddress: number;
  /** Free space the data folder's disk keeps: a submission that would leave less is refused before it is read. */
  minFreeBytes: number;
}

const megabyte = 1024 * 1024;
export const defaultCapacityLimits: CapacityLimits = {
  maxUploadsInProgress: 20,
  maxUploadsPerAddress: 2,
  minUploadBytesPerSecond: 10 * 1024,
  slowUploadWindowMs: 30_000,
  dailyBytes: 1024 * megabyte,
  dailyBytesPerAddress: 50 * megabyte,
  minFreeBytes: 100 * megabyte,
};

const day = 24 * 60 * 60 * 1000;

/** What was stored since a moment (ms), by everyone or from one address's key, in bytes (store-submissions.ts). */
export type StoredSince = (since: number, ip?: string) => Promise<number>;

/** Admission to the service, held while a submission is read and stored. */
export interface Ticket {
  /** The submission is finished, stored or not (once stored, the store counts it). */
  release(): void;
}

/**
 * Decides, before a body is read, whether the service can afford it: every refusal happens before anything is
 * stored, in the protocol's shape. Sizes are reserved while a submission is in progress, so concurrent ones cannot
 * together exceed a limit that each alone respects.
 */
export class Capacity {
  private uploadsInProgress = 0;
  private readonly uploadsByAddress = new Map<string, number>();
  private readonly reserved = new Set<{ ip: string; bytes: number }>();
  /**
   * One address's share of the upload slots: at most half of them, so that the others always have some even when
   * FORM_MAX_UPLOADS is set as low as 2 (with one slot in all, there is nothing to share).
   */
  private readonly uploadsPerAddress: number;

  constructor(
    private readonly limits: CapacityLimits,
    private readonly dataFolder: string,
    private readonly storedSince: StoredSince,
    /** site.json's labels.formServiceErrors: the words of the refusals. */
    private readonly words: ServiceErrors,
    private readonly now: () => number = Date.now,
  ) {
    this.uploadsPerAddress = Math.min(
      limits.maxUploadsPerAddress,
      Math.max(1, Math.floor(limits.maxUploadsInProgress / 2)),
    );
  }

  /** What was stored in the last 24 hours (read from the store by its index), with what is being received now. */
  private async usedInLastDay(ip?: string): Promise<number> {
    let total = await this.storedSince(this.now() - day, ip);
    for (const reservation of this.reserved) if (ip === undefined || reservation.ip === ip) total += reservation.bytes;
    return total;
  }

  /**
   * Admits a submission of about `expectedBytes` from `ip`, or throws the refusal to answer. `ip` is the client's
   * address key (address-key.ts), so that every address of one IPv6 /64 shares one count.
   */
  async admit(ip: string, expectedBytes: number, { upload }: { upload: boolean }): Promise<Ticket> {
    if (upload && this.uploadsInProgress >= this.limits.maxUploadsInProgress) {
      throw new FormServiceError(
        serverProblem("form-uploads-busy", { limit: this.limits.maxUploadsInProgress }),
        503,
        [{ message: this.words.busyWithFiles }],
        { "Retry-After": "60" },
      );
    }
    if (upload && (this.uploadsByAddress.get(ip) ?? 0) >= this.uploadsPerAddress) {
      throw new FormServiceError(
        serverProblem("form-files-still-arriving", { limit: this.uploadsPerAddress }),
        429,
        [{ message: this.words.filesStillArriving }],
        { "Retry-After": "30" },
      );
    }
    // Taken before anything is awaited, so that submissions arriving together count each other.
    const reservation = { ip, bytes: expectedBytes };
    this.reserved.add(reservation);
    if (upload) {
      this.uploadsInProgress++;
      this.uploadsByAddress.set(ip, (this.uploadsByAddress.get(ip) ?? 0) + 1);
    }
    let released = false;
    const ticket: Ticket = {
      release: () => {
        if (released) return;
        released = true;
        this.reserved.delete(reservation);
        if (!upload) return;
        this.uploadsInProgress--;
        const left = (this.uploadsByAddress.get(ip) ?? 1) - 1;
        if (left > 0) this.uploadsByAddress.set(ip, left);
        else this.uploadsByAddress.delete(ip);
      },
    };
    try {
      if ((await this.usedInLastDay()) > this.limits.dailyBytes) {
        throw formError(507, undefined, this.words.fullToday, "form-full-today", { limit: this.limits.dailyBytes });
      }
      if ((await this.usedInLastDay(ip)) > this.limits.dailyBytesPerAddress) {
        throw new FormServiceError(
          serverProblem("form-address-full-today", { limit: this.limits.dailyBytesPerAddress }),
          429,
          [{ message: this.words.fullForAddressToday }],
          { "Retry-After": String(day / 1000) },
        );
      }
      const disk = await statfs(this.dataFolder);
      if (disk.bavail * disk.bsize < expectedBytes + this.limits.minFreeBytes) {
        throw formError(507, undefined, this.words.noRoom, "form-disk-low", { free: disk.bavail * disk.bsize });
      }
    } catch (error) {
      ticket.release();
      throw error;
    }
    return ticket;
  }
}
