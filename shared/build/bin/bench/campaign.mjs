// `pnpm bench --only campaign`: issue 18's campaign at size, 10,000 messages through the
// development SMS adapter, by the API test api/src/messaging/campaign-size.test.ts (which
// `pnpm test` runs with 300). Target: the queue sends them within 60 s, each exactly once (the
// test fails otherwise).
import { runApiTestAtSize } from './import.mjs';

const RECIPIENTS = 10_000;

export function campaignAtSize(results) {
  console.log(`campaign: ${RECIPIENTS.toLocaleString('en-US')} messages through the queue`);
  const output = runApiTestAtSize(
    'src/messaging/campaign-size.test.ts',
    { CAMPAIGN_TEST_RECIPIENTS: String(RECIPIENTS) },
    'campaign',
  );
  const line =
    /(\d+)-recipient campaign: send (\d+) ms, prepare (\d+) ms, queue (\d+) ms \((\d+) messages\/s\)/.exec(
      output,
    );
  if (line === null) throw new Error(`the campaign test printed no figures:\n${output}`);
  const [, recipients, send, prepare, queue, rate] = line.map(Number);
  results.campaign = {
    recipients,
    send_call_ms: send,
    prepare_ms: prepare,
    queue_ms: queue,
    messages_per_second: rate,
    target_queue_ms: 60_000,
    met: queue <= 60_000,
    each_sent_once: true,
  };
  console.log(JSON.stringify(results.campaign));
}
