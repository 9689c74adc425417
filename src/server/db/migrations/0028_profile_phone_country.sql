-- Where a phone number without a country code is read (issue 19): an imported "030
-- 1234567" is a Berlin number for someone in Germany and no number at all in the US,
-- which every import assumed until now. ISO 3166 alpha-2 ("DE"); null = not chosen yet
-- (the settings card then proposes the browser's region, the import reads in the US).
ALTER TABLE profiles
  ADD COLUMN phone_country text
    CONSTRAINT profiles_phone_country_format CHECK (phone_country ~ '^[A-Z]{2}$');
