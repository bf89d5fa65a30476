-- What a timeline note the store wrote says, as data (docs/shopper-grade.md, "The order's timeline in the
-- shopper's language"): the English `note` stays for staff; a shopper reads the note in the page's language.
-- Older events and notes staff typed have none and are shown as written.
ALTER TABLE "order_events" ADD COLUMN "note_data" jsonb;
