CREATE TABLE "business_holidays_off" (
	"holiday" text PRIMARY KEY NOT NULL,
	"switched_off_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_holidays_off_holiday_check" CHECK ("business_holidays_off"."holiday" in ('new_years_day', 'mlk_day', 'washingtons_birthday', 'memorial_day', 'juneteenth', 'independence_day', 'labor_day', 'columbus_day', 'veterans_day', 'thanksgiving', 'christmas'))
);
