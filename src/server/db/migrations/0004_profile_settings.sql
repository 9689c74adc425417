-- Contact numbers for the Scale Page's WhatsApp and Call buttons, stored E.164
-- (the application normalises them with libphonenumber-js before writing).
ALTER TABLE profiles
  ADD COLUMN whatsapp_number text
    CONSTRAINT profiles_whatsapp_number_e164 CHECK (whatsapp_number ~ '^\+[1-9][0-9]{5,14}$'),
  ADD COLUMN phone_number text
    CONSTRAINT profiles_phone_number_e164 CHECK (phone_number ~ '^\+[1-9][0-9]{5,14}$');
