// Builds worlds k times the size of the bundled one, to show which costs grow with the data and
// which do not. Copy 0 is the bundled data unchanged; copy i renames every user, email address,
// city and record ID with a `-c<i>` suffix (and rewrites references to them), so the copies are
// independent worlds side by side in one set of databases.

const userKeyed = ['Alarm', 'Calendar', 'Email', 'Message', 'Reminder'];
const cityKeyed = ['Weather', 'HistoricWeather'];
const idFields = { Alarm: 'alarm_id', Calendar: 'event_id', Email: 'email_id', Message: 'message_id', Reminder: 'reminder_id' };

function renameEmail(address, copy) {
  const at = address.lastIndexOf('@');
  return at < 0 ? `${address}-c${copy}` : `${address.slice(0, at)}+c${copy}${address.slice(at)}`;
}

/**
 * The JSON databases (`databasesToJSON(bundledWorld().databases)`) repeated `factor` times.
 *
 * @example
 * const databases = scaleDatabases(databasesToJSON(bundledWorld().databases), 10);
 * const world = createWorld({ databases });
 */
export function scaleDatabases(json, factor) {
  const usernames = new Set(Object.keys(json.Account));
  const emails = new Set(Object.values(json.Account).map((account) => account.email));
  const scaled = Object.fromEntries(Object.keys(json).map((name) => [name, {}]));
  for (let copy = 0; copy < factor; copy++) {
    const suffix = copy === 0 ? '' : `-c${copy}`;
    const user = (name) => (copy > 0 && usernames.has(name) ? `${name}${suffix}` : name);
    const email = (address) => (copy > 0 && emails.has(address) ? renameEmail(address, copy) : address);
    for (const [username, account] of Object.entries(json.Account)) {
      scaled.Account[user(username)] = { ...account, username: user(username), email: email(account.email) };
    }
    for (const name of userKeyed) {
      const idField = idFields[name];
      for (const [owner, records] of Object.entries(json[name])) {
        const renamed = {};
        for (const [id, record] of Object.entries(records)) {
          const newId = `${id}${suffix}`;
          const clone = { ...record, [idField]: newId };
          if (name === 'Calendar' && Array.isArray(record.attendees)) clone.attendees = record.attendees.map(user);
          if (name === 'Email') {
            clone.sender = email(record.sender);
            clone.receivers = record.receivers.map(email);
          }
          if (name === 'Message') clone.sender = user(record.sender);
          renamed[newId] = clone;
        }
        scaled[name][user(owner)] = renamed;
      }
    }
    for (const name of cityKeyed) {
      for (const [city, records] of Object.entries(json[name])) scaled[name][`${city}${suffix}`] = records;
    }
  }
  return scaled;
}

/** How many records a JSON set of databases holds, counting accounts and every per-key record. */
export function countRecords(json) {
  let count = Object.keys(json.Account).length;
  for (const name of [...userKeyed, ...cityKeyed]) {
    for (const records of Object.values(json[name])) count += Object.keys(records).length;
  }
  return count;
}
