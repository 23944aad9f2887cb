-- A venue that has not chosen its first day of the week now gets its locale's (decision 095),
-- where it got its time zone's before. Every venue had the default locale, en-US, which starts on
-- Sunday: a venue whose zone started its week on another day keeps that day, now as its choice,
-- so no calendar changes under anyone's feet. (The zones are lib/time.ts's weekStartOfZone.)
UPDATE tenants
SET week_start = CASE
    WHEN timezone ~ '^(Africa/(Cairo|Algiers|Tripoli)|Asia/(Tehran|Kabul|Baghdad|Damascus|Dubai|Muscat|Qatar|Bahrain|Kuwait))$'
      THEN 6
    ELSE 1
  END
WHERE week_start IS NULL
  AND locale = 'en-US'
  AND timezone !~ '^America/'
  AND timezone !~ '^(Asia/(Jerusalem|Tel_Aviv|Tokyo|Seoul|Manila|Kolkata|Calcutta|Taipei|Hong_Kong|Macau|Bangkok|Jakarta|Riyadh|Karachi|Dhaka)|Africa/Johannesburg|Pacific/(Honolulu|Guam))$';
