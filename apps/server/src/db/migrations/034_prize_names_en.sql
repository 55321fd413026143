-- Prize names in English: an item may carry an English name, shown to members who read
-- English; without one they see its Thai name. An order keeps the English name the item had when it
-- was redeemed, as it keeps the Thai one.
ALTER TABLE redeem_items
  ADD COLUMN name_en text CHECK (name_en IS NULL OR length(name_en) BETWEEN 1 AND 100);
ALTER TABLE redeem_orders ADD COLUMN item_name_en text;

-- the three cash tiers of 006, where an operator has not renamed them
UPDATE redeem_items SET name_en = v.name_en
  FROM (VALUES
    (5, 'แลก 300 เหรียญ รับเครดิต 100 บาท', 'Exchange 300 coins for 100 baht credit'),
    (6, 'แลก 500 เหรียญ รับเครดิต 200 บาท', 'Exchange 500 coins for 200 baht credit'),
    (7, 'แลก 1,000 เหรียญ รับเครดิต 500 บาท', 'Exchange 1,000 coins for 500 baht credit')
  ) AS v (id, name, name_en)
 WHERE redeem_items.id = v.id AND redeem_items.name = v.name AND redeem_items.name_en IS NULL;

-- orders of those tiers made under the same name read the same in English
UPDATE redeem_orders o SET item_name_en = i.name_en
  FROM redeem_items i
 WHERE o.item_id = i.id AND o.item_name = i.name AND i.name_en IS NOT NULL AND o.item_name_en IS NULL;
