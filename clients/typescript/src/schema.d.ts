// Generated from GET /openapi.json by `npm run client:generate`: do not edit.
// The test clients/typescript/test/schema.test.ts fails when it is out of date.
export interface paths {
    "/recipes/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read a recipe page (schema.org Recipe in JSON-LD or microdata) into a draft of a new recipe */
        post: operations["importRecipe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/recipes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List recipes, one page at a time (newest first by default) */
        get: operations["listRecipes"];
        put?: never;
        /** Add a recipe (the caller is its author) */
        post: operations["createRecipe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/recipes/top/top-liked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The most liked recipes, likeCount descending (equal counts newest first) */
        get: operations["listTopLikedRecipes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/recipes/details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The recipe id (`_id`) */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Like a recipe (idempotent: one like per user) */
        patch: operations["likeRecipe"];
        trace?: never;
    };
    "/recipes/details/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The recipe id (`_id`) */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take back your like (idempotent) */
        delete: operations["unlikeRecipe"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/recipes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The recipe id (`_id`) */
                id: string;
            };
            cookie?: never;
        };
        /** One recipe, optionally with its ingredient lines scaled to another number of servings and in metric or US units, or as schema.org Recipe JSON-LD. A private recipe is its author's alone: with their token it is returned, for anyone else it is a 404 */
        get: operations["getRecipe"];
        put?: never;
        post?: never;
        /** Delete a recipe with its likes and the wishlist entries for it (author only) */
        delete: operations["deleteRecipe"];
        options?: never;
        head?: never;
        /** Edit a recipe's content (author only) */
        patch: operations["updateRecipe"];
        trace?: never;
    };
    "/recipes/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The recipe id (`_id`) */
                id: string;
            };
            cookie?: never;
        };
        /** A recipe's reviews, newest first, one page at a time. With a Bearer token (optional) the caller's own review is marked `mine`, and the answer is not cached. */
        get: operations["listReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/recipes/{id}/reviews/me": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The recipe id (`_id`) */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        /** Write your review of a recipe, or replace it (one per cook; not of your own recipe) */
        put: operations["saveMyReview"];
        post?: never;
        /** Delete your review of a recipe (idempotent) */
        delete: operations["deleteMyReview"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cooks/{cookUid}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A cook's uid (a recipe's `ownerUid`) */
                cookUid: string;
            };
            cookie?: never;
        };
        /** A cook's public profile: name, photo, bio, member since, and the totals of their public recipes (recipes, likes received, average rating). Never an e-mail address */
        get: operations["getCook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cooks/{cookUid}/recipes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A cook's uid (a recipe's `ownerUid`) */
                cookUid: string;
            };
            cookie?: never;
        };
        /** A cook's public recipes, newest first, one page at a time (paged like GET /recipes) */
        get: operations["listCookRecipes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/foods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Known foods for what was typed, as the search box suggests them, forgiving one wrong letter (`chiken` finds chicken): names to pass to GET /recipes `with` and `without` */
        get: operations["suggestFoods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your personal access tokens, oldest first: names and dates, never the secrets (needs an ID token) */
        get: operations["listApiTokens"];
        put?: never;
        /** Create a personal access token; its secret is in this answer only (needs an ID token) */
        post: operations["createApiToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tokens/{tokenId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token id (`id` in GET /tokens), not its secret */
                tokenId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke one of your personal access tokens, at once (idempotent; needs an ID token) */
        delete: operations["revokeApiToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mealplan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your meal plan (your household's when you have one) between two dates (default: this week, Monday–Sunday, UTC), or its Someday entries, ordered by date, meal and position (ID token or personal access token) */
        get: operations["listMealPlan"];
        put?: never;
        /** Plan a recipe (at its own servings unless given) or write a note for a date and meal (ID token or personal access token) */
        post: operations["createMealPlanEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mealplan/shopping-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put the planned recipes of a date range, or of chosen entries, on your shopping list: a recipe planned twice is bought once, at the servings added up (ID token or personal access token) */
        post: operations["shopMealPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mealplan/feed-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether you have a calendar feed link, and since when; never the key (ID token or personal access token) */
        get: operations["getMealPlanFeedKey"];
        put?: never;
        /** A new private calendar feed link; the previous one stops working at once (ID token or personal access token) */
        post: operations["createMealPlanFeedKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mealplan.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your meal plan as an iCalendar feed to subscribe to: the past 4 weeks and the next 12, one all-day event per dated entry. The key is the credential: an unknown or replaced one is a 404 */
        get: operations["getMealPlanFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mealplan/{entryId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The meal plan entry id (`id` in GET /mealplan) */
                entryId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one of your entries (idempotent; ID token or personal access token) */
        delete: operations["deleteMealPlanEntry"];
        options?: never;
        head?: never;
        /** Move one of your entries, or change its servings or note; its recipe stays (ID token or personal access token) */
        patch: operations["updateMealPlanEntry"];
        trace?: never;
    };
    "/household": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your household and its members by their public names; 404 when you have none (`removed-from-household` when its owner removed you; ID token or personal access token) */
        get: operations["getHousehold"];
        put?: never;
        /** Create a household, owned by you; your meal plan and shopping list move into it. 409 when you are in one already (ID token or personal access token) */
        post: operations["createHousehold"];
        delete?: never;
        options?: never;
        head?: never;
        /** Rename your household or hand it over to another member (its owner only; ID token or personal access token) */
        patch: operations["updateHousehold"];
        trace?: never;
    };
    "/household/invites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new invitation link to your household, valid 7 days and for up to 10 cooks; the code is in this answer only (ID token or personal access token) */
        post: operations["createHouseholdInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/household/invites/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invitation code (`code` in POST /household/invites) */
                code: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an invitation link to your household (idempotent; ID token or personal access token) */
        delete: operations["revokeHouseholdInvite"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/household/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join a household with an invitation code; your meal plan and shopping list move into it. 404 for an unknown, expired, revoked or used-up code; 409 when you are in another household (leave it first), it is full, or its owner removed you and the link is not one the owner made since (`removed-from-household`; ID token or personal access token) */
        post: operations["joinHousehold"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/household/members/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A member (`uid` in GET /household), or `me` to leave */
                uid: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Leave your household (`me`), or remove a member (its owner only). The one who goes keeps a copy of its shopping list and of its plan from today on, and every invitation they made is revoked; a removed member gets back in only by a link the owner makes after the removal. The last to leave deletes the household; an owner hands it over before leaving (ID token or personal access token) */
        delete: operations["removeHouseholdMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shopping-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your shopping list (your household's when you have one, else your own), oldest item first (ID token or personal access token) */
        get: operations["listShoppingList"];
        put?: never;
        /** Add a line to your shopping list (your household's when you have one, else your own), read for its quantity and unit as the app does (ID token or personal access token) */
        post: operations["addShoppingListItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shopping-list/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The shopping list item id (`id` in GET /shopping-list) */
                itemId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an item from your shopping list (idempotent; ID token or personal access token) */
        delete: operations["deleteShoppingListItem"];
        options?: never;
        head?: never;
        /** Tick or untick an item of your shopping list (ID token or personal access token) */
        patch: operations["updateShoppingListItem"];
        trace?: never;
    };
    "/pantry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The foods you have on hand (your household's when you have one, else your own; ID token or personal access token) */
        get: operations["getPantry"];
        /** Replace the foods you have on hand (your household's when you have one, else your own; ID token or personal access token) */
        put: operations["replacePantry"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pantry/recipes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What can I cook? Public recipes that use your pantry's foods, fewest missing foods first, then most pantry foods used; staples (salt, pepper, water, oil) are never missing. The best matches among the most-liked recipes that use something on hand: at most 120 recipes are read (ID token or personal access token) */
        get: operations["listPantryRecipes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A cook's public collections, most recently changed first; with your token and your own uid as `owner`, all of yours, private and unlisted ones too */
        get: operations["listCollections"];
        put?: never;
        /** Make a collection of recipes, private unless `visibility` says otherwise. Each recipe must be one you may read (400 naming it otherwise) (ID token or personal access token) */
        post: operations["createCollection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/collections/{collectionId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The collection id (`id` in GET /collections) */
                collectionId: string;
            };
            cookie?: never;
        };
        /** One collection with its recipes in order: only those you may read. A private collection is its cook's alone: with their token it is returned, for anyone else it is a 404 */
        get: operations["getCollection"];
        put?: never;
        post?: never;
        /** Delete your collection; its recipes stay. 403 for another cook's collection you can read, 404 for one you cannot (ID token or personal access token) */
        delete: operations["deleteCollection"];
        options?: never;
        head?: never;
        /** Rename, describe, share or hide your collection, or set its recipes (`recipeIds` replaces the list: add, remove and reorder in one go). 403 for another cook's collection you can read, 404 for one you cannot (ID token or personal access token) */
        patch: operations["updateCollection"];
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Recipe: {
            /** @description The Firestore document id. */
            _id: string;
            title: string;
            /**
             * Format: uri
             * @description Absolute: an image stored as a path on the site comes back as a URL on the site.
             */
            image: string;
            ingredients: string[];
            instructions: string[];
            /** @enum {string} */
            cuisine: "Italian" | "Mexican" | "Indian" | "Chinese" | "Others";
            prepTime: number;
            /** @description How many the recipe as written serves. */
            servings: number;
            /** @description Minutes of cooking after the preparation; 0 for a dish that is not cooked. */
            cookTime: number;
            categories: ("Breakfast" | "Lunch" | "Dinner" | "Dessert" | "Vegan")[];
            /** @description The page the recipe was imported or adapted from; null for an original recipe. */
            sourceUrl: string | null;
            /** @description Per serving of the recipe as written (kcal, grams, sodium in mg); null when the recipe tells none. */
            nutrition: {
                /** @description kcal per serving. */
                calories?: number;
                /** @description Grams per serving. */
                fat?: number;
                /** @description Grams per serving. */
                saturatedFat?: number;
                /** @description Grams per serving. */
                carbohydrate?: number;
                /** @description Grams per serving. */
                sugar?: number;
                /** @description Grams per serving. */
                fiber?: number;
                /** @description Grams per serving. */
                protein?: number;
                /** @description Milligrams per serving. */
                sodium?: number;
            } | null;
            /** @description The recipe's video (YouTube or an .mp4/.webm file); null for none. */
            videoUrl: string | null;
            /**
             * @description Who can see the recipe: `public` (listed everywhere), `unlisted` (anyone with its link; in no list, and its page says noindex) or `private` (its author alone; a 404 for everyone else).
             * @enum {string}
             */
            visibility: "public" | "unlisted" | "private";
            /** @description prepTime + cookTime, in minutes. */
            totalTime: number;
            likeCount: number;
            /** @description Same as likeCount, kept for clients of the older API. */
            likes: number;
            wishlistCount: number;
            /** @description How many reviews the recipe has. */
            ratingCount: number;
            /** @description The average number of stars of its reviews (not rounded); null while there is no review. */
            ratingAverage: number | null;
            /** @description The author's Auth uid. */
            ownerUid: string;
            displayName: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        OneRecipe: {
            /** @description The Firestore document id. */
            _id: string;
            title: string;
            /**
             * Format: uri
             * @description Absolute: an image stored as a path on the site comes back as a URL on the site.
             */
            image: string;
            ingredients: string[];
            instructions: string[];
            /** @enum {string} */
            cuisine: "Italian" | "Mexican" | "Indian" | "Chinese" | "Others";
            prepTime: number;
            /** @description How many the recipe as written serves. */
            servings: number;
            /** @description Minutes of cooking after the preparation; 0 for a dish that is not cooked. */
            cookTime: number;
            categories: ("Breakfast" | "Lunch" | "Dinner" | "Dessert" | "Vegan")[];
            /** @description The page the recipe was imported or adapted from; null for an original recipe. */
            sourceUrl: string | null;
            /** @description Per serving of the recipe as written (kcal, grams, sodium in mg); null when the recipe tells none. */
            nutrition: {
                /** @description kcal per serving. */
                calories?: number;
                /** @description Grams per serving. */
                fat?: number;
                /** @description Grams per serving. */
                saturatedFat?: number;
                /** @description Grams per serving. */
                carbohydrate?: number;
                /** @description Grams per serving. */
                sugar?: number;
                /** @description Grams per serving. */
                fiber?: number;
                /** @description Grams per serving. */
                protein?: number;
                /** @description Milligrams per serving. */
                sodium?: number;
            } | null;
            /** @description The recipe's video (YouTube or an .mp4/.webm file); null for none. */
            videoUrl: string | null;
            /**
             * @description Who can see the recipe: `public` (listed everywhere), `unlisted` (anyone with its link; in no list, and its page says noindex) or `private` (its author alone; a 404 for everyone else).
             * @enum {string}
             */
            visibility: "public" | "unlisted" | "private";
            /** @description prepTime + cookTime, in minutes. */
            totalTime: number;
            likeCount: number;
            /** @description Same as likeCount, kept for clients of the older API. */
            likes: number;
            wishlistCount: number;
            /** @description How many reviews the recipe has. */
            ratingCount: number;
            /** @description The average number of stars of its reviews (not rounded); null while there is no review. */
            ratingAverage: number | null;
            /** @description The author's Auth uid. */
            ownerUid: string;
            displayName: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description Present when `?servings=` was given: the ingredient lines are scaled from `servings` (the recipe as written) to this many. Lines without a quantity stay as written. */
            scaledTo?: number;
            /**
             * @description Present when `?units=` was given: the ingredient lines and the temperatures in the instructions are in these units (lines and steps without anything to convert stay as written).
             * @enum {string}
             */
            convertedTo?: "metric" | "us";
        };
        /** @description A schema.org Recipe (https://schema.org/Recipe), as the recipe page carries it. */
        RecipeJsonLd: {
            /** @constant */
            "@context": "https://schema.org";
            /** @constant */
            "@type": "Recipe";
            /**
             * Format: uri
             * @description The recipe page's canonical URL.
             */
            "@id": string;
            /** Format: uri */
            url: string;
            name: string;
            description: string;
            image: string[];
            author: {
                /** @constant */
                "@type": "Person";
                name: string;
            };
            /** Format: date-time */
            datePublished: string;
            /** Format: date-time */
            dateModified: string;
            /** @description ISO 8601 duration, e.g. PT1H30M. */
            prepTime: string;
            /** @description Absent for a dish that is not cooked. */
            cookTime?: string;
            /** @description ISO 8601 duration, e.g. PT1H30M. */
            totalTime: string;
            /** @description e.g. "4 servings". */
            recipeYield: string;
            recipeCuisine: string;
            recipeCategory?: string[];
            keywords: string;
            recipeIngredient: string[];
            recipeInstructions: {
                /** @constant */
                "@type": "HowToStep";
                position: number;
                text: string;
            }[];
            interactionStatistic: {
                /** @constant */
                "@type": "InteractionCounter";
                /** @constant */
                interactionType: "https://schema.org/LikeAction";
                userInteractionCount: number;
            };
            /** @description Present once the recipe has a review. */
            aggregateRating?: {
                /** @constant */
                "@type": "AggregateRating";
                ratingValue: number;
                ratingCount: number;
                bestRating: number;
                worstRating: number;
            };
            /** @description The newest reviews, newest first. */
            review?: {
                /** @constant */
                "@type": "Review";
                author: {
                    /** @constant */
                    "@type": "Person";
                    name: string;
                };
                reviewRating: {
                    /** @constant */
                    "@type": "Rating";
                    ratingValue: number;
                    bestRating: number;
                    worstRating: number;
                };
                /** Format: date-time */
                datePublished: string;
                reviewBody?: string;
            }[];
            /**
             * Format: uri
             * @description The page the recipe was imported or adapted from.
             */
            isBasedOn?: string;
            /** @description Per serving, when the recipe tells any amount: "240 calories", "9 g", "300 mg". */
            nutrition?: {
                /** @constant */
                "@type": "NutritionInformation";
                calories?: string;
                fatContent?: string;
                saturatedFatContent?: string;
                carbohydrateContent?: string;
                sugarContent?: string;
                fiberContent?: string;
                proteinContent?: string;
                sodiumContent?: string;
            };
            /** @description When the recipe has a video. */
            video?: {
                /** @constant */
                "@type": "VideoObject";
                name: string;
                description: string;
                thumbnailUrl: string[];
                /** Format: date-time */
                uploadDate: string;
                /**
                 * Format: uri
                 * @description YouTube's player, for a YouTube video.
                 */
                embedUrl?: string;
                /**
                 * Format: uri
                 * @description The file, for an .mp4 or .webm video.
                 */
                contentUrl?: string;
            };
        };
        RecipeCreate: {
            title: string;
            image: string;
            /** @description A list, or one text separated by commas or line breaks. */
            ingredients: string[] | string;
            /** @description A list, or one text that is split into sentences at full stops and line breaks. */
            instructions: string[] | string;
            /** @enum {string} */
            cuisine: "Italian" | "Mexican" | "Indian" | "Chinese" | "Others";
            prepTime: number;
            /**
             * @description How many the recipe as written serves.
             * @default 4
             */
            servings?: number;
            /**
             * @description Minutes of cooking after the preparation; 0 for a dish that is not cooked.
             * @default 0
             */
            cookTime?: number;
            /** @description Distinct categories. */
            categories?: ("Breakfast" | "Lunch" | "Dinner" | "Dessert" | "Vegan")[];
            /** @description The page the recipe was imported or adapted from; absent for an original recipe. */
            sourceUrl?: string;
            /** @description Per serving of the recipe as written, as its author or source gives it; absent when unknown. */
            nutrition?: {
                /** @description kcal per serving. */
                calories?: number;
                /** @description Grams per serving. */
                fat?: number;
                /** @description Grams per serving. */
                saturatedFat?: number;
                /** @description Grams per serving. */
                carbohydrate?: number;
                /** @description Grams per serving. */
                sugar?: number;
                /** @description Grams per serving. */
                fiber?: number;
                /** @description Grams per serving. */
                protein?: number;
                /** @description Milligrams per serving. */
                sodium?: number;
            };
            /** @description A YouTube link (youtube.com/watch?v=, youtu.be/, /shorts/, /embed/, youtube-nocookie.com) or an https link to an .mp4 or .webm file. */
            videoUrl?: string;
            /**
             * @description Who can see the recipe: `public` (listed everywhere), `unlisted` (anyone with its link; in no list, and its page says noindex) or `private` (its author alone; a 404 for everyone else).
             * @default public
             * @enum {string}
             */
            visibility?: "public" | "unlisted" | "private";
            /**
             * @description Shorthand for `categories: [category]`.
             * @enum {string}
             */
            category?: "Breakfast" | "Lunch" | "Dinner" | "Dessert" | "Vegan";
            /** @description Ignored: the author comes from the ID token, and no e-mail address is ever stored. */
            email?: unknown;
            /** @description Ignored: the author comes from the ID token, and no e-mail address is ever stored. */
            displayName?: unknown;
            /**
             * @description Accepted for older clients; it must be 0.
             * @constant
             */
            likeCount?: 0;
        };
        RecipePatch: {
            title?: string;
            image?: string;
            /** @description A list, or one text separated by commas or line breaks. */
            ingredients?: string[] | string;
            /** @description A list, or one text that is split into sentences at full stops and line breaks. */
            instructions?: string[] | string;
            /** @enum {string} */
            cuisine?: "Italian" | "Mexican" | "Indian" | "Chinese" | "Others";
            prepTime?: number;
            /** @description How many the recipe as written serves. */
            servings?: number;
            /** @description Minutes of cooking after the preparation; 0 for a dish that is not cooked. */
            cookTime?: number;
            /** @description Distinct categories. */
            categories?: ("Breakfast" | "Lunch" | "Dinner" | "Dessert" | "Vegan")[];
            /** @description The page the recipe was imported or adapted from; absent for an original recipe. In an edit, null removes it. */
            sourceUrl?: string | null;
            /** @description Per serving of the recipe as written, as its author or source gives it; absent when unknown. In an edit, null removes it. */
            nutrition?: {
                /** @description kcal per serving. */
                calories?: number;
                /** @description Grams per serving. */
                fat?: number;
                /** @description Grams per serving. */
                saturatedFat?: number;
                /** @description Grams per serving. */
                carbohydrate?: number;
                /** @description Grams per serving. */
                sugar?: number;
                /** @description Grams per serving. */
                fiber?: number;
                /** @description Grams per serving. */
                protein?: number;
                /** @description Milligrams per serving. */
                sodium?: number;
            } | null;
            /** @description A YouTube link (youtube.com/watch?v=, youtu.be/, /shorts/, /embed/, youtube-nocookie.com) or an https link to an .mp4 or .webm file. In an edit, null removes it. */
            videoUrl?: string | null;
            /**
             * @description Who can see the recipe: `public` (listed everywhere), `unlisted` (anyone with its link; in no list, and its page says noindex) or `private` (its author alone; a 404 for everyone else).
             * @enum {string}
             */
            visibility?: "public" | "unlisted" | "private";
            /**
             * @description Shorthand for `categories: [category]`.
             * @enum {string}
             */
            category?: "Breakfast" | "Lunch" | "Dinner" | "Dessert" | "Vegan";
        };
        InsertResult: {
            /** @constant */
            acknowledged: true;
            insertedId: string;
        };
        UpdateResult: {
            /** @constant */
            acknowledged: true;
            /** @constant */
            matchedCount: 1;
            /** @constant */
            modifiedCount: 1;
        };
        DeleteResult: {
            /** @constant */
            acknowledged: true;
            /** @constant */
            deletedCount: 1;
        };
        LikeResult: {
            /** @constant */
            acknowledged: true;
            /** @description Whether the caller likes the recipe now. */
            liked: boolean;
            likeCount: number;
            /**
             * @description The recipe was found.
             * @constant
             */
            matchedCount: 1;
            /** @description 1 when this call changed the like, 0 when it was already so. */
            modifiedCount: 0 | 1;
        };
        Review: {
            /** @description The reviewer's public name (never an e-mail address). */
            displayName: string;
            /** @description Stars, 1 to 5. */
            rating: number;
            /** @description Plain text, possibly several lines; empty for stars only. */
            text: string;
            /**
             * Format: date-time
             * @description When the review was first written.
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When it was last written.
             */
            updatedAt: string;
            /**
             * @description Present, and true, on the review written by the caller whose Bearer token came with the request.
             * @constant
             */
            mine?: true;
        };
        ReviewInput: {
            rating: number;
            text: string;
        };
        ReviewSaveResult: {
            review: {
                /** @description The reviewer's public name (never an e-mail address). */
                displayName: string;
                /** @description Stars, 1 to 5. */
                rating: number;
                /** @description Plain text, possibly several lines; empty for stars only. */
                text: string;
                /**
                 * Format: date-time
                 * @description When the review was first written.
                 */
                createdAt: string;
                /**
                 * Format: date-time
                 * @description When it was last written.
                 */
                updatedAt: string;
                /**
                 * @description Present, and true, on the review written by the caller whose Bearer token came with the request.
                 * @constant
                 */
                mine?: true;
            };
            /** @description How many reviews the recipe has. */
            ratingCount: number;
            /** @description The average number of stars of its reviews (not rounded); null while there is no review. */
            ratingAverage: number | null;
        };
        ReviewDeleteResult: {
            /** @description 1 when this call deleted your review, 0 when you had none. */
            deletedCount: 0 | 1;
            /** @description How many reviews the recipe has. */
            ratingCount: number;
            /** @description The average number of stars of its reviews (not rounded); null while there is no review. */
            ratingAverage: number | null;
        };
        Error: {
            error: {
                /** @description Machine-readable, e.g. invalid-field, unauthenticated, recipe-not-found, rate-limited. */
                code: string;
                /** @description Human-readable; for a 400 it names the field. */
                message: string;
            };
        };
        Cook: {
            /** @description The cook's Auth uid (a recipe's `ownerUid`). */
            uid: string;
            displayName: string;
            /** @description The cook's photo: an absolute URL, or an empty string for none. */
            photoURL: string;
            /** @description A few words by the cook; may be empty. */
            bio: string;
            /**
             * Format: date-time
             * @description When the cook's profile was made.
             */
            memberSince: string;
            /** @description Their public recipes (unlisted and private ones are not counted). */
            recipeCount: number;
            /** @description Likes of their public recipes, all together. */
            likesReceived: number;
            /** @description The mean of every review of their public recipes, to one decimal; null while there is none. */
            ratingAverage: number | null;
        };
        RecipeImport: {
            /** @description The address of a recipe page (http or https). */
            url: string;
        };
        RecipeImportResult: {
            /** @description A POST /recipes body, ready for the cook to review; nothing is stored. */
            draft: {
                title: string;
                /** @description Absent when the page names no usable picture. */
                image?: string;
                ingredients: string[];
                instructions: string[];
                /** @enum {string} */
                cuisine: "Italian" | "Mexican" | "Indian" | "Chinese" | "Others";
                prepTime: number;
                /** @description How many the recipe as written serves. */
                servings: number;
                /** @description Minutes of cooking after the preparation; 0 for a dish that is not cooked. */
                cookTime: number;
                categories: ("Breakfast" | "Lunch" | "Dinner" | "Dessert" | "Vegan")[];
                /** @description Per serving of the recipe as written, as its author or source gives it; absent when unknown. */
                nutrition?: {
                    /** @description kcal per serving. */
                    calories?: number;
                    /** @description Grams per serving. */
                    fat?: number;
                    /** @description Grams per serving. */
                    saturatedFat?: number;
                    /** @description Grams per serving. */
                    carbohydrate?: number;
                    /** @description Grams per serving. */
                    sugar?: number;
                    /** @description Grams per serving. */
                    fiber?: number;
                    /** @description Grams per serving. */
                    protein?: number;
                    /** @description Milligrams per serving. */
                    sodium?: number;
                };
                /** @description A YouTube link (youtube.com/watch?v=, youtu.be/, /shorts/, /embed/, youtube-nocookie.com) or an https link to an .mp4 or .webm file. */
                videoUrl?: string;
            };
            /** @description Where the page was found (after redirects): send it as `sourceUrl` with the recipe. */
            sourceUrl: string;
        };
        ApiToken: {
            /** @description The token id: DELETE /tokens/{id} revokes it. Not the secret. */
            id: string;
            /** @description What the token is for, e.g. "Backup script": one line, 1 to 60 characters. */
            name: string;
            /**
             * Format: date-time
             * @description When the token was created.
             */
            createdAt: string;
            /** @description When the token last authenticated a call, to about a minute; null when it never has. */
            lastUsedAt: string | null;
        };
        ApiTokenCreate: {
            /** @description What the token is for, e.g. "Backup script": one line, 1 to 60 characters. */
            name: string;
        };
        ApiTokenCreated: {
            /** @description The token id: DELETE /tokens/{id} revokes it. Not the secret. */
            id: string;
            /** @description What the token is for, e.g. "Backup script": one line, 1 to 60 characters. */
            name: string;
            /**
             * Format: date-time
             * @description When the token was created.
             */
            createdAt: string;
            /** @description The secret, shown this once: send it as `Authorization: Bearer <token>`. Only its hash is kept. */
            token: string;
        };
        ApiTokenDeleteResult: {
            /** @description 1 when this call revoked your token, 0 when you have no token with this id. */
            deletedCount: 0 | 1;
        };
        MealPlanEntry: {
            /** @description The entry id: PATCH and DELETE /mealplan/{id}. */
            id: string;
            /** @description A calendar date, YYYY-MM-DD (no time, no time zone), or null for Someday. */
            date: string | null;
            /**
             * @description Which meal of the day.
             * @enum {string}
             */
            meal: "breakfast" | "lunch" | "dinner" | "snack";
            /** @description The planned recipe, or null for a note. */
            recipeId: string | null;
            /** @description The recipe's title when it was planned (kept when the recipe is deleted), or null for a note. */
            recipeTitle: string | null;
            /** @description For a planned recipe: how many it is cooked for, 1–100. Null for a note. */
            servings: number | null;
            /** @description Plain text, trimmed, 0–500 characters (several lines allowed); at least 1 for an entry without a recipe. */
            note: string;
            /** @description The order inside one date and meal, smaller first. */
            position: number;
            /** @description true when the planned recipe no longer exists: it stays on the plan, but cannot be shopped for. */
            recipeRemoved: boolean;
            /** @description Who is cooking, when someone was named. */
            cookUid?: string;
            /** @description On a household's plan: the public name of the member who added the entry. */
            addedBy?: string & (unknown & unknown);
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        MealPlanEntryCreate: {
            /** @description A calendar date, YYYY-MM-DD (no time, no time zone), or null for Someday. */
            date: string | null;
            /**
             * @description Which meal of the day.
             * @enum {string}
             */
            meal: "breakfast" | "lunch" | "dinner" | "snack";
            /** @description The recipe to plan (its `_id`); leave it out, or null, for a note. */
            recipeId?: string | null;
            /** @description For a recipe: how many it is cooked for; by default the recipe's own. */
            servings?: number | null;
            /** @description Plain text, trimmed, 0–500 characters (several lines allowed); at least 1 for an entry without a recipe. Empty when left out. */
            note?: string;
            /** @description Who is cooking: your own uid, or in a household a member's (GET /household lists them). */
            cookUid?: string;
        };
        MealPlanEntryPatch: {
            /** @description A calendar date, YYYY-MM-DD (no time, no time zone), or null for Someday. */
            date?: string | null;
            /**
             * @description Which meal of the day.
             * @enum {string}
             */
            meal?: "breakfast" | "lunch" | "dinner" | "snack";
            /** @description For a planned recipe: how many it is cooked for, 1–100. Null for a note. */
            servings?: number | null;
            /** @description Plain text, trimmed, 0–500 characters (several lines allowed); at least 1 for an entry without a recipe. */
            note?: string;
            /** @description The order inside one date and meal, smaller first. */
            position?: number;
            cookUid?: string;
        };
        MealPlanDeleteResult: {
            /** @description 1 when this call deleted your entry, 0 when you have no entry with this id. */
            deletedCount: 0 | 1;
        };
        MealPlanShopping: {
            /** @description First date (YYYY-MM-DD), with `to`. */
            from?: string;
            /** @description Last date, inclusive; at most 62 days counted in. */
            to?: string;
            /** @description Entry ids (dated or Someday), instead of from and to. */
            ids?: string[];
        };
        MealPlanShoppingResult: {
            /** @description Items put on your shopping list: each planned recipe once, at the servings of its entries added up. */
            added: number;
            /** @description Entries that put nothing on the list, and why. */
            skipped: {
                /** @description The entry id. */
                id: string;
                /**
                 * @description `note`: nothing to buy; `recipe-removed`: the planned recipe was deleted.
                 * @enum {string}
                 */
                reason: "note" | "recipe-removed";
            }[];
        };
        MealPlanFeedKeyCreated: {
            /** @description The secret key of your calendar feed, shown this once: only its hash is kept. */
            key: string;
            /**
             * Format: uri
             * @description The feed link (GET /mealplan.ics?key=…) to subscribe to in a calendar app.
             */
            url: string;
        };
        MealPlanFeedKeyStatus: {
            /** @description Whether you have a calendar feed link. */
            exists: boolean;
            /** @description When the current link was made; null without one. */
            createdAt: string | null;
        };
        Household: {
            /** @description The household id. */
            id: string;
            /** @description The household's name: one line, 1–60 characters. */
            name: string;
            owner: {
                /** @description The owner's public name. */
                displayName: string & (unknown & unknown);
            };
            /** @description Every member, the owner included, in joining order. */
            members: {
                /** @description The member: name them as `cookUid` on the plan, or in DELETE /household/members/{uid}. */
                uid: string;
                /** @description Their public name (never an e-mail address). */
                displayName: string & (unknown & unknown);
                isOwner: boolean;
            }[];
        };
        HouseholdCreate: {
            /** @description The household's name: one line, 1–60 characters. */
            name: string;
        };
        HouseholdPatch: {
            /** @description The household's name: one line, 1–60 characters. */
            name?: string;
            /** @description Hand the household over to this member (their uid from GET /household). */
            ownerUid?: string;
        };
        HouseholdJoin: {
            /** @description The code of an invitation link (`/join/<code>`). */
            code: string;
        };
        HouseholdInviteCreated: {
            /** @description The invitation code, shown this once: only its hash is kept. */
            code: string;
            /**
             * Format: uri
             * @description The link to send: the site page `/join/<code>`.
             */
            url: string;
            /**
             * Format: date-time
             * @description When the link stops working: 7 days from now.
             */
            expiresAt: string;
            /** @description How many more cooks may join with it. */
            usesLeft: number;
        };
        HouseholdInviteRevoked: {
            /** @description true when this call revoked a live invitation; false when there was none. */
            revoked: boolean;
        };
        HouseholdMemberRemoved: {
            /** @description true when the last member left, and the household was deleted with it. */
            householdDeleted: boolean;
        };
        ShoppingListItem: {
            /** @description The item id: PATCH and DELETE /shopping-list/{id}. */
            id: string;
            text: string;
            checked: boolean;
            /** @description The recipe the item came from, or null for one typed by hand. */
            recipeId: string | null;
            /** @description That recipe's title, or null. */
            recipeTitle: string | null;
            /** @description On a household's list: the public name of the member who added it; null on your own list. */
            addedBy: (string & (unknown & unknown)) | null;
        };
        ShoppingListItemCreate: {
            /** @description The line as shown, e.g. "2 lemons": one line, 1–300 characters. */
            text: string;
        };
        ShoppingListItemPatch: {
            /** @description true: ticked (in the basket); false: still to buy. */
            checked: boolean;
        };
        ShoppingListDeleteResult: {
            /** @description 1 when this call deleted the item, 0 when your list has no item with this id. */
            deletedCount: 0 | 1;
        };
        Collection: {
            /** @description The collection id. */
            id: string;
            /** @description One line of 1–80 characters. */
            name: string;
            /** @description Plain text, 0–500 characters. */
            description: string;
            /**
             * @description Who can see the collection: `public` (anyone, and listed on its cook's profile), `unlisted` (anyone with its link) or `private` (its cook alone; a 404 for everyone else).
             * @enum {string}
             */
            visibility: "public" | "unlisted" | "private";
            owner: {
                /** @description Its cook's uid. */
                uid: string;
                /** @description Its cook's public name (never an e-mail address). */
                displayName: string & (unknown & unknown);
            };
            /** @description Its recipes in the collection's order, as GET /recipes answers them: only those you may read. A recipe that was deleted, or another cook's private one, is left out; its cook sees their own private ones. */
            recipes: {
                /** @description The Firestore document id. */
                _id: string;
                title: string;
                /**
                 * Format: uri
                 * @description Absolute: an image stored as a path on the site comes back as a URL on the site.
                 */
                image: string;
                ingredients: string[];
                instructions: string[];
                /** @enum {string} */
                cuisine: "Italian" | "Mexican" | "Indian" | "Chinese" | "Others";
                prepTime: number;
                /** @description How many the recipe as written serves. */
                servings: number;
                /** @description Minutes of cooking after the preparation; 0 for a dish that is not cooked. */
                cookTime: number;
                categories: ("Breakfast" | "Lunch" | "Dinner" | "Dessert" | "Vegan")[];
                /** @description The page the recipe was imported or adapted from; null for an original recipe. */
                sourceUrl: string | null;
                /** @description Per serving of the recipe as written (kcal, grams, sodium in mg); null when the recipe tells none. */
                nutrition: {
                    /** @description kcal per serving. */
                    calories?: number;
                    /** @description Grams per serving. */
                    fat?: number;
                    /** @description Grams per serving. */
                    saturatedFat?: number;
                    /** @description Grams per serving. */
                    carbohydrate?: number;
                    /** @description Grams per serving. */
                    sugar?: number;
                    /** @description Grams per serving. */
                    fiber?: number;
                    /** @description Grams per serving. */
                    protein?: number;
                    /** @description Milligrams per serving. */
                    sodium?: number;
                } | null;
                /** @description The recipe's video (YouTube or an .mp4/.webm file); null for none. */
                videoUrl: string | null;
                /**
                 * @description Who can see the recipe: `public` (listed everywhere), `unlisted` (anyone with its link; in no list, and its page says noindex) or `private` (its author alone; a 404 for everyone else).
                 * @enum {string}
                 */
                visibility: "public" | "unlisted" | "private";
                /** @description prepTime + cookTime, in minutes. */
                totalTime: number;
                likeCount: number;
                /** @description Same as likeCount, kept for clients of the older API. */
                likes: number;
                wishlistCount: number;
                /** @description How many reviews the recipe has. */
                ratingCount: number;
                /** @description The average number of stars of its reviews (not rounded); null while there is no review. */
                ratingAverage: number | null;
                /** @description The author's Auth uid. */
                ownerUid: string;
                displayName: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
            }[];
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When its cook last changed it (its name, its recipes, anything).
             */
            updatedAt: string;
        };
        CollectionSummary: {
            /** @description The collection id. */
            id: string;
            /** @description One line of 1–80 characters. */
            name: string;
            /** @description Plain text, 0–500 characters. */
            description: string;
            /**
             * @description Who can see the collection: `public` (anyone, and listed on its cook's profile), `unlisted` (anyone with its link) or `private` (its cook alone; a 404 for everyone else).
             * @enum {string}
             */
            visibility: "public" | "unlisted" | "private";
            /** @description Its cook's uid. */
            ownerUid: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When its cook last changed it (its name, its recipes, anything).
             */
            updatedAt: string;
        };
        CollectionCreate: {
            /** @description One line of 1–80 characters. */
            name: string;
            /**
             * @description Plain text, 0–500 characters.
             * @default
             */
            description?: string;
            /**
             * @description Who can see the collection: `public` (anyone, and listed on its cook's profile), `unlisted` (anyone with its link) or `private` (its cook alone; a 404 for everyone else).
             * @default private
             * @enum {string}
             */
            visibility?: "public" | "unlisted" | "private";
            /**
             * @description The recipes' ids, in the collection's order: at most 200, each once.
             * @default []
             */
            recipeIds?: string[];
        };
        CollectionPatch: {
            /** @description One line of 1–80 characters. */
            name?: string;
            /** @description Plain text, 0–500 characters. */
            description?: string;
            /**
             * @description Who can see the collection: `public` (anyone, and listed on its cook's profile), `unlisted` (anyone with its link) or `private` (its cook alone; a 404 for everyone else).
             * @enum {string}
             */
            visibility?: "public" | "unlisted" | "private";
            /** @description The recipes' ids, in the collection's order: at most 200, each once. */
            recipeIds?: string[];
        };
    };
    responses: {
        /** @description Malformed JSON, or an invalid field or parameter (the message names it), or a link that may not be fetched */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Missing, invalid, expired or revoked ID token or personal access token, or a deleted account */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not allowed: changing a recipe you did not write or a collection you did not make, reviewing a recipe you wrote, ?user= that is not your e-mail, a disabled account, or a personal access token where a sign-in (ID token) is needed */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such recipe, no such collection (or another cook's private one), no such cook, no such meal plan entry of yours, or no calendar feed with this key */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Your review was deleted by another of your requests while this one wrote it, or you already have 10 personal access tokens, 1000 meal plan entries, or a shopping list too full for what would be added */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Body larger than 64 KiB */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The page holds no recipe we can read, or the link does not lead to a web page */
        UnprocessableContent: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The recipe site failed: an error status, no answer, more than 5 redirects or a page over 2 MB */
        BadGateway: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The database cannot be reached right now; try again after the seconds in Retry-After */
        ServiceUnavailable: {
            headers: {
                /** @description Seconds to wait before trying this call again */
                "Retry-After"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The recipe site did not send its page within 10 s */
        GatewayTimeout: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    importRecipe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecipeImport"];
            };
        };
        responses: {
            /** @description The draft and the page it came from */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipeImportResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            /** @description Too many writes: at most 30 recipe imports per hour for one account; wait the seconds in Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying this call again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    listRecipes: {
        parameters: {
            query?: {
                /** @description These recipes again, as a page that shows them reads them to stay current: comma-separated ids, at most 50, answered in the order given; those deleted or no longer public are left out. Combines with no other parameter. */
                ids?: string;
                /** @description Recipes per page. */
                limit?: number;
                /** @description Where the page starts: the `X-Next-Cursor` of the previous page (or follow its `Link: rel="next"`). A cursor belongs to the filters and sort it was issued for; with others, or altered, it is refused (400). */
                cursor?: string;
                /** @description Only this cuisine (case-insensitive). */
                cuisine?: "Italian" | "Mexican" | "Indian" | "Chinese" | "Others";
                /** @description Search by title and by what is in it, ignoring case, accents and plurals: every word must start a word of the title or of one of its foods (`spag` finds "Spaghetti Carbonara", `lentils` a dal made with red lentils). A page reads a bounded number of recipes, so it can hold fewer than `limit` and still have a next page: the list ends when no `X-Next-Cursor` comes back. */
                q?: string;
                /** @description Only recipes with all of these foods: comma-separated, at most 10 (`chicken,garlic`). A food is read as an ingredient line is (`Tomatoes` is tomato) and a broader food finds the narrower ones (`chicken` finds chicken thighs, `nuts` finds almonds). See GET /foods for known foods. */
                with?: string;
                /** @description Leave out recipes with any of these foods: comma-separated, at most 10 (`nuts,shellfish`). Checked on a bounded number of recipes per page, like a search of three words. */
                without?: string;
                /** @description Newest first (default); by prep time ascending / descending; or `-rating`: the recipes that have reviews, best first (ratingAverage, then ratingCount, descending). Recipes without reviews are not in the `-rating` list. */
                sort?: "-createdAt" | "prepTime" | "-prepTime" | "-rating";
                /** @description Only the caller's own recipes: needs a Bearer token whose e-mail is this one (401 without, 403 for another e-mail). Such pages are never cached. */
                user?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of recipes */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    /** @description Present when another page may follow: pass it as `cursor`, with the same filters and sort */
                    "X-Next-Cursor"?: string;
                    /** @description RFC 8288: `<full URL of the next page>; rel="next"`, present exactly when X-Next-Cursor is */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Recipe"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createRecipe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecipeCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InsertResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description Too many writes: at most 30 new recipes per hour for one account; wait the seconds in Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying this call again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTopLikedRecipes: {
        parameters: {
            query?: {
                /** @description How many recipes. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Recipes */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Recipe"][];
                };
            };
            400: components["responses"]["BadRequest"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    likeRecipe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The recipe id (`_id`) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Liked */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LikeResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Too many writes: at most 120 likes and unlikes per minute for one account; wait the seconds in Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying this call again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    unlikeRecipe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The recipe id (`_id`) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Not liked */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LikeResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Too many writes: at most 120 likes and unlikes per minute for one account; wait the seconds in Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying this call again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRecipe: {
        parameters: {
            query?: {
                /** @description Cook it for this many: the ingredient lines come back scaled from the recipe's own `servings` (kitchen-friendly numbers: fractions for cups and spoons, rounded grams; ranges stay ranges), and the answer says so with `scaledTo`. Not with `format=jsonld` (400). */
                servings?: number;
                /** @description Show it in `metric` (g, kg, ml, l, °C) or `us` units (oz, lb, tsp, tbsp, cups, °F): the ingredient lines and the oven temperatures in the steps come back converted, in kitchen numbers (225 g, 1½ cups, 180 °C ↔ 350 °F, with the gas mark alongside), and the answer says so with `convertedTo`. Lines without a unit that converts ("2 eggs", "a pinch of salt") stay as written; cups and grams convert into each other only for flour, sugar and butter. Works together with `servings`. Not with `format=jsonld` (400). */
                units?: "metric" | "us";
                /** @description `json` (default): the recipe as below. `jsonld`: the schema.org `Recipe` JSON-LD that the recipe page carries (`Content-Type: application/ld+json`), for apps that import recipes such as Mealie or Tandoor. */
                format?: "json" | "jsonld";
            };
            header?: never;
            path: {
                /** @description The recipe id (`_id`) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The recipe (with `?format=jsonld`: its schema.org Recipe JSON-LD, as application/ld+json) */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    /** @description Validator of this answer: send it back in If-None-Match to get 304 Not Modified while unchanged */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRecipe"];
                    "application/ld+json": components["schemas"]["RecipeJsonLd"];
                };
            };
            /** @description Not Modified: If-None-Match named the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteRecipe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The recipe id (`_id`) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Too many writes: at most 120 recipe edits and deletes per hour for one account; wait the seconds in Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying this call again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateRecipe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The recipe id (`_id`) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecipePatch"];
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description Too many writes: at most 120 recipe edits and deletes per hour for one account; wait the seconds in Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying this call again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listReviews: {
        parameters: {
            query?: {
                /** @description Reviews per page. */
                limit?: number;
                /** @description Where the page starts: the `X-Next-Cursor` of the previous page (or follow its `Link: rel="next"`). A cursor belongs to the recipe it was issued for; with others, or altered, it is refused (400). */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The recipe id (`_id`) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of reviews */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    /** @description Present when another page may follow: pass it as `cursor`, with the same filters and sort */
                    "X-Next-Cursor"?: string;
                    /** @description RFC 8288: `<full URL of the next page>; rel="next"`, present exactly when X-Next-Cursor is */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Review"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveMyReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The recipe id (`_id`) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewInput"];
            };
        };
        responses: {
            /** @description Replaced: your earlier review, which keeps its createdAt */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewSaveResult"];
                };
            };
            /** @description Created: you had no review of this recipe */
            201: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewSaveResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description Too many writes: at most 60 review writes and deletes per hour for one account; wait the seconds in Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying this call again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteMyReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The recipe id (`_id`) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted, or there was none */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewDeleteResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Too many writes: at most 60 review writes and deletes per hour for one account; wait the seconds in Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying this call again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A cook's uid (a recipe's `ownerUid`) */
                cookUid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cook */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cook"];
                };
            };
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCookRecipes: {
        parameters: {
            query?: {
                /** @description Recipes per page. */
                limit?: number;
                /** @description Where the page starts: the `X-Next-Cursor` of the previous page (or follow its `Link: rel="next"`). A cursor belongs to the cook it was issued for; with others, or altered, it is refused (400). */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description A cook's uid (a recipe's `ownerUid`) */
                cookUid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of recipes */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    /** @description Present when another page may follow: pass it as `cursor`, with the same filters and sort */
                    "X-Next-Cursor"?: string;
                    /** @description RFC 8288: `<full URL of the next page>; rel="next"`, present exactly when X-Next-Cursor is */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Recipe"][];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    suggestFoods: {
        parameters: {
            query?: {
                /** @description What was typed: the last word is matched to the start of a word of a known food (`tom` finds tomato and cherry tomato); a word of 4 letters or more also finds foods one letter away (`tomatoe`, `chiken`). */
                prefix?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Known foods */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The canonical food: lower-case, singular, without accents (`chicken thigh`). */
                        name: string;
                        /** @description Public recipes that have it (a broader food counts the narrower ones). */
                        recipeCount: number;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listApiTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your tokens */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiToken"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiTokenCreate"];
            };
        };
        responses: {
            /** @description Created: keep the secret now */
            201: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiTokenCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token id (`id` in GET /tokens), not its secret */
                tokenId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked, or there was none */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiTokenDeleteResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMealPlan: {
        parameters: {
            query?: {
                /** @description First date (YYYY-MM-DD), with `to`. Without both: the current week, Monday–Sunday (UTC). */
                from?: string;
                /** @description Last date (YYYY-MM-DD), inclusive; at most 62 days after `from` counted in. */
                to?: string;
                /** @description `true`: the entries with no date ("Someday") instead of a range; not with from or to. */
                someday?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your entries */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MealPlanEntry"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createMealPlanEntry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MealPlanEntryCreate"];
            };
        };
        responses: {
            /** @description Planned */
            201: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MealPlanEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description Too many writes: at most 600 meal plan changes per hour for one account; wait the seconds in Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying this call again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    shopMealPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MealPlanShopping"];
            };
        };
        responses: {
            /** @description Added */
            201: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MealPlanShoppingResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description Too many writes: at most 30 shopping trips from the meal plan per hour for one account; wait the seconds in Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying this call again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMealPlanFeedKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your feed link, if any */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MealPlanFeedKeyStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createMealPlanFeedKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created: the key is in this answer only */
            201: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MealPlanFeedKeyCreated"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Too many writes: at most 10 new calendar feed links per hour for one account; wait the seconds in Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying this call again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMealPlanFeed: {
        parameters: {
            query?: {
                /** @description The key from POST /mealplan/feed-key. */
                key?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteMealPlanEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The meal plan entry id (`id` in GET /mealplan) */
                entryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed, or there was none */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MealPlanDeleteResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Too many writes: at most 600 meal plan changes per hour for one account; wait the seconds in Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying this call again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateMealPlanEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The meal plan entry id (`id` in GET /mealplan) */
                entryId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MealPlanEntryPatch"];
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MealPlanEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description Too many writes: at most 600 meal plan changes per hour for one account; wait the seconds in Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying this call again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getHousehold: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your household */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Household"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createHousehold: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HouseholdCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Household"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description Too many writes: at most 60 household changes per hour for one account; wait the seconds in Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying this call again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateHousehold: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HouseholdPatch"];
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Household"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description Too many writes: at most 60 household changes per hour for one account; wait the seconds in Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying this call again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createHouseholdInvite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HouseholdInviteCreated"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Too many writes: at most 60 household changes per hour for one account; wait the seconds in Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying this call again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeHouseholdInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invitation code (`code` in POST /household/invites) */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked, or there was none */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HouseholdInviteRevoked"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Too many writes: at most 60 household changes per hour for one account; wait the seconds in Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying this call again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    joinHousehold: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HouseholdJoin"];
            };
        };
        responses: {
            /** @description The household you are now in */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Household"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description Too many writes: at most 60 household changes per hour for one account; wait the seconds in Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying this call again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeHouseholdMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A member (`uid` in GET /household), or `me` to leave */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Left or removed */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HouseholdMemberRemoved"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Too many writes: at most 60 household changes per hour for one account; wait the seconds in Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying this call again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listShoppingList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every item */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShoppingListItem"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addShoppingListItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShoppingListItemCreate"];
            };
        };
        responses: {
            /** @description Added */
            201: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShoppingListItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description Too many writes: at most 600 shopping list changes per hour for one account; wait the seconds in Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying this call again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteShoppingListItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The shopping list item id (`id` in GET /shopping-list) */
                itemId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed, or there was none */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShoppingListDeleteResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Too many writes: at most 600 shopping list changes per hour for one account; wait the seconds in Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying this call again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateShoppingListItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The shopping list item id (`id` in GET /shopping-list) */
                itemId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShoppingListItemPatch"];
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShoppingListItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description Too many writes: at most 600 shopping list changes per hour for one account; wait the seconds in Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying this call again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPantry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your pantry */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description What is on hand: at most 200 canonical foods, in the order they were added. */
                        foods: string[];
                        /** @description true: your household's pantry, shared by its members; false: your own. */
                        shared: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    replacePantry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Every food on hand, at most 200 once normalised ("Tomatoes" is tomato; each food at most 60 characters). Replaces the list. */
                    foods: string[];
                };
            };
        };
        responses: {
            /** @description Stored, normalised */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description What is on hand: at most 200 canonical foods, in the order they were added. */
                        foods: string[];
                        /** @description true: your household's pantry, shared by its members; false: your own. */
                        shared: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description Too many writes: at most 300 pantry changes per hour for one account; wait the seconds in Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying this call again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPantryRecipes: {
        parameters: {
            query?: {
                /** @description How many recipes. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ranked recipes */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recipes: {
                            /** @description The Firestore document id. */
                            _id: string;
                            title: string;
                            /**
                             * Format: uri
                             * @description Absolute: an image stored as a path on the site comes back as a URL on the site.
                             */
                            image: string;
                            ingredients: string[];
                            instructions: string[];
                            /** @enum {string} */
                            cuisine: "Italian" | "Mexican" | "Indian" | "Chinese" | "Others";
                            prepTime: number;
                            /** @description How many the recipe as written serves. */
                            servings: number;
                            /** @description Minutes of cooking after the preparation; 0 for a dish that is not cooked. */
                            cookTime: number;
                            categories: ("Breakfast" | "Lunch" | "Dinner" | "Dessert" | "Vegan")[];
                            /** @description The page the recipe was imported or adapted from; null for an original recipe. */
                            sourceUrl: string | null;
                            /** @description Per serving of the recipe as written (kcal, grams, sodium in mg); null when the recipe tells none. */
                            nutrition: {
                                /** @description kcal per serving. */
                                calories?: number;
                                /** @description Grams per serving. */
                                fat?: number;
                                /** @description Grams per serving. */
                                saturatedFat?: number;
                                /** @description Grams per serving. */
                                carbohydrate?: number;
                                /** @description Grams per serving. */
                                sugar?: number;
                                /** @description Grams per serving. */
                                fiber?: number;
                                /** @description Grams per serving. */
                                protein?: number;
                                /** @description Milligrams per serving. */
                                sodium?: number;
                            } | null;
                            /** @description The recipe's video (YouTube or an .mp4/.webm file); null for none. */
                            videoUrl: string | null;
                            /**
                             * @description Who can see the recipe: `public` (listed everywhere), `unlisted` (anyone with its link; in no list, and its page says noindex) or `private` (its author alone; a 404 for everyone else).
                             * @enum {string}
                             */
                            visibility: "public" | "unlisted" | "private";
                            /** @description prepTime + cookTime, in minutes. */
                            totalTime: number;
                            likeCount: number;
                            /** @description Same as likeCount, kept for clients of the older API. */
                            likes: number;
                            wishlistCount: number;
                            /** @description How many reviews the recipe has. */
                            ratingCount: number;
                            /** @description The average number of stars of its reviews (not rounded); null while there is no review. */
                            ratingAverage: number | null;
                            /** @description The author's Auth uid. */
                            ownerUid: string;
                            displayName: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            /** @description What the recipe needs that the pantry lacks, staples left out: empty when you have everything. */
                            missing: string[];
                            /** @description What it needs that the pantry has. */
                            used: string[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCollections: {
        parameters: {
            query?: {
                /** @description The cook's uid (`owner.uid` of a collection, `ownerUid` of a recipe). Their public collections; with your own uid and your token, all of yours (such lists are never cached). */
                owner?: string;
                /** @description Collections in the answer, most recently changed first. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Collections, without their recipes */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CollectionSummary"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCollection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CollectionCreate"];
            };
        };
        responses: {
            /** @description Created, with its recipes */
            201: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description Too many writes: at most 120 collection changes per hour for one account; wait the seconds in Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying this call again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCollection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The collection id (`id` in GET /collections) */
                collectionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The collection */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    /** @description Validator of this answer: send it back in If-None-Match to get 304 Not Modified while unchanged */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Collection"];
                };
            };
            /** @description Not Modified: If-None-Match named the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCollection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The collection id (`id` in GET /collections) */
                collectionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Too many writes: at most 120 collection changes per hour for one account; wait the seconds in Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying this call again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCollection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The collection id (`id` in GET /collections) */
                collectionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CollectionPatch"];
            };
        };
        responses: {
            /** @description Changed, with its recipes */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description Too many writes: at most 120 collection changes per hour for one account; wait the seconds in Retry-After */
            429: {
                headers: {
                    /** @description Seconds to wait before trying this call again */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OpenAPI 3.1 */
            200: {
                headers: {
                    /** @description How long browsers and the CDN may keep this answer */
                    "Cache-Control"?: string;
                    /** @description Validator of this answer: send it back in If-None-Match to get 304 Not Modified while unchanged */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        openapi: "3.1.0";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Not Modified: If-None-Match named the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
