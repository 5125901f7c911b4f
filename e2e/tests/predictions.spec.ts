import { expect, test } from '@playwright/test';
import { apiMatches, asPlayer, newPlayer, open, SERVER, signInWithToken } from './helpers';

/** Predictions (issue 7): the match page's "who wins" vote, once per player, with the results as shares. */

type Option = { key: 'home' | 'draw' | 'away'; name: string };

test('a player votes once on the match prediction and sees the shares', async ({ page, context, request, browser }) => {
  // A prematch match late in the schedule (other journeys use the first ones).
  const matches = await apiMatches(request, 'type=match&match_status=0&sort_by=start_time:desc&limit=5');
  const match = matches[1] ?? matches[0];
  if (!match) throw new Error('no prematch match');
  const [prediction] = (await (await request.get(`${SERVER}/api/v3/vote?match_id=${match.id}`)).json()) as {
    id: string;
    options: Option[];
  }[];
  if (!prediction) throw new Error('no prediction');
  const home = prediction.options.find((o) => o.key === 'home');
  const away = prediction.options.find((o) => o.key === 'away');
  if (!home || !away) throw new Error('no home/away options');

  // Two other players vote for the away side first.
  for (let i = 0; i < 2; i += 1) {
    const other = await newPlayer(request);
    const vote = await request.post(`${SERVER}/api/v3/vote`, {
      headers: asPlayer(other.token),
      data: { prediction_id: prediction.id, data: 'away' },
    });
    expect(vote.status(), await vote.text()).toBe(201);
  }

  // A visitor sees the options; choosing one asks to sign in.
  const visitor = await browser.newContext();
  try {
    const visitorPage = await visitor.newPage();
    await open(visitorPage, `/${match.sportKey}/${match.slug}`);
    const section = visitorPage.getByRole('region', { name: 'Who will win?' });
    await expect(section.getByText('Votes: 2')).toBeVisible();
    await section.getByRole('button', { name: `Vote for ${home.name}` }).click();
    await expect(visitorPage.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  } finally {
    await visitor.close();
  }

  const { token } = await newPlayer(request);
  await signInWithToken(context, token);
  await open(page, `/${match.sportKey}/${match.slug}`);
  const section = page.getByRole('region', { name: 'Who will win?' });
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('button', { name: `Vote for ${home.name}` }).click();

  // 1 home vote, 2 away votes: 33% and 67% (draw 0% where offered), the own vote marked.
  const results = section.getByRole('list', { name: 'Prediction results' });
  await expect(results).toBeVisible();
  const homeRow = results.getByRole('listitem').filter({ hasText: home.name });
  const awayRow = results.getByRole('listitem').filter({ hasText: away.name });
  await expect(homeRow).toContainText('33%');
  await expect(homeRow).toContainText('Your vote');
  await expect(homeRow).toContainText(/1 vote$/);
  await expect(awayRow).toContainText('67%');
  await expect(awayRow).not.toContainText('Your vote');
  if (prediction.options.some((o) => o.key === 'draw')) {
    await expect(results.getByRole('listitem').filter({ hasText: 'Draw' })).toContainText('0%');
  }
  await expect(section.getByText('Votes: 3')).toBeVisible();
  await section.screenshot({ path: '/tmp/prediction-results.png' });

  // Once only: after a reload the results show and there is nothing to vote on.
  await page.reload();
  await expect(section.getByRole('list', { name: 'Prediction results' })).toBeVisible();
  await expect(section.getByRole('button', { name: /^Vote for / })).toHaveCount(0);
});
