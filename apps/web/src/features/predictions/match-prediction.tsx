'use client';

import type { Prediction, PredictionOptionKey } from '@sportsbook/contract/votes';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../shared/api/api-error';
import buttons from '../../shared/ui/buttons.module.css';
import { openAuthDialog, useAuthStore, whenAuthKnown } from '../account/auth-store';
import { type AccountMessages, type T, translator } from '../account/i18n';
import { usePlayerView } from '../account/player-view';
import styles from './match-prediction.module.css';
import { fetchMatchPredictions, postVote } from './predictions-api';
import { predictionMode, shareRows, voteCountKey } from './shares';

type Load = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; prediction: Prediction | null };

/**
 * The match's "who wins" prediction (spec 000 §3 Predictions, 001 §7.3 `/vote`): a signed-in player votes once
 * while the match is prematch; then (or once voting closed) everyone's votes show as shares. A visitor's click on
 * an option opens the sign-in dialog. The server reads it with the page (with the session, so the player's own vote
 * is in it) and the card has its final size in the first paint; it is read again when the session changes, and in
 * the browser when the server's read failed.
 */
export function MatchPrediction({
  matchId,
  initial,
  sessionCookie = false,
  messages,
  locale,
}: {
  matchId: number;
  /** The server's read (null: the match has none); undefined when it failed, and the browser reads it. */
  initial?: Prediction | null;
  /** The request had a session cookie: until the session is known, the card shows what a player sees. */
  sessionCookie?: boolean;
  messages: AccountMessages;
  locale: string;
}) {
  const t = useMemo(() => translator(messages), [messages]);
  const status = useAuthStore((s) => s.authStatus);
  const playerView = usePlayerView(sessionCookie);
  const [load, setLoad] = useState<Load>(() =>
    initial === undefined ? { kind: 'loading' } : { kind: 'ready', prediction: initial },
  );
  // The server read it with this page's session: the session's first known state needs no second read.
  const readByServer = useRef(initial !== undefined);
  const [voting, setVoting] = useState<PredictionOptionKey | null>(null);
  const [problem, setProblem] = useState<'failed' | 'closed' | null>(null);
  const headingId = useId();

  const read = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const [prediction] = await fetchMatchPredictions(matchId, signal);
        setLoad({ kind: 'ready', prediction: prediction ?? null });
      } catch {
        // A failed reread keeps what is shown; a failed first read says so.
        if (!signal?.aborted) setLoad((current) => (current.kind === 'ready' ? current : { kind: 'error' }));
      }
    },
    [matchId],
  );

  // Read again when the session changes (the reply has the player's own vote), and if the server's read failed.
  const session = status === 'LOGGED_IN' || status === 'NOT_LOGGED_IN' ? status : null;
  useEffect(() => {
    if (session === null) return;
    if (readByServer.current) {
      readByServer.current = false;
      return;
    }
    const controller = new AbortController();
    void read(controller.signal);
    return () => controller.abort();
  }, [read, session]);

  const vote = async (prediction: Prediction, option: PredictionOptionKey) => {
    setVoting(option);
    setProblem(null);
    try {
      setLoad({ kind: 'ready', prediction: await postVote(prediction.id, option) });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      // Voted elsewhere, or the match started meanwhile: the fresh state says which.
      if (code === 'prediction_closed') setProblem('closed');
      else if (code !== 'already_voted' && code !== 'unauthorized') setProblem('failed');
      await read();
    } finally {
      setVoting(null);
    }
  };

  if (load.kind === 'ready' && load.prediction === null) return null;

  return (
    <section className={styles.card} aria-labelledby={headingId} aria-busy={load.kind === 'loading'}>
      <h2 id={headingId} className={styles.title}>
        {t('title')}
      </h2>
      {load.kind === 'loading' ? (
        <div className={styles.skeleton} role="status" aria-label={t('loading')} />
      ) : load.kind === 'error' ? (
        <div className={styles.row} role="alert">
          <p>{t('load-failed')}</p>
          <button type="button" className={buttons.secondary} onClick={() => void read()}>
            {t('retry')}
          </button>
        </div>
      ) : load.prediction ? (
        <PredictionBody
          prediction={load.prediction}
          signedIn={playerView}
          t={t}
          locale={locale}
          voting={voting}
          onChoose={(option) =>
            // A choice made while the session loads waits for it: a vote for a player, the sign-in for a visitor.
            whenAuthKnown((known) => {
              if (known === 'NOT_LOGGED_IN') openAuthDialog('sign-in');
              else if (load.prediction) void vote(load.prediction, option);
            })
          }
        />
      ) : null}
      {problem && (
        <p className={styles.error} role="alert">
          {t(problem === 'closed' ? 'closed' : 'vote-failed')}
        </p>
      )}
    </section>
  );
}

function PredictionBody({
  prediction,
  signedIn,
  t,
  locale,
  voting,
  onChoose,
}: {
  prediction: Prediction;
  signedIn: boolean;
  t: T;
  locale: string;
  voting: PredictionOptionKey | null;
  onChoose: (option: PredictionOptionKey) => void;
}) {
  const mode = predictionMode(prediction, signedIn);
  const total = <p className={styles.total}>{t('total', { count: prediction.totalVotes })}</p>;
  if (mode !== 'results') {
    return (
      <>
        <p className={styles.hint}>{mode === 'vote' ? t('vote-hint') : t('sign-in-hint')}</p>
        <div className={styles.options}>
          {prediction.options.map((option) => (
            <button
              key={option.key}
              type="button"
              className={styles.option}
              disabled={voting !== null}
              aria-label={t('vote-for', { name: option.name })}
              onClick={() => onChoose(option.key)}
            >
              {voting === option.key ? t('voting') : option.name}
            </button>
          ))}
        </div>
        {total}
      </>
    );
  }
  return (
    <>
      <ul className={styles.results} aria-label={t('results')}>
        {shareRows(prediction, locale).map((row) => (
          <li key={row.key} className={styles.result} data-mine={row.mine || undefined}>
            <div className={styles.resultHead}>
              <span className={styles.name}>
                {row.name}
                {row.mine && <span className={styles.tag}>{t('your-vote')}</span>}
                {row.winner && <span className={styles.tag}>{t('result')}</span>}
              </span>
              <strong className={styles.percent}>{row.percent}</strong>
            </div>
            <div className={styles.bar} aria-hidden="true">
              <span style={{ inlineSize: `${row.share}%` }} />
            </div>
            <span className="sr-only">{t(voteCountKey(row.votes, locale), { count: row.votes })}</span>
          </li>
        ))}
      </ul>
      {!prediction.open && prediction.vote === null && <p className={styles.hint}>{t('closed-hint')}</p>}
      {total}
    </>
  );
}
